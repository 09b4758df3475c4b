import { Table } from '../table/Table';
import { Hud } from './Hud';

export function App() {
  return (
    <div className="app" data-testid="app">
      <Table />
      <Hud />
    </div>
  );
}
