/** The Nains table's top bar: the module bar with whose eyes the table shows, Undo/Save and New game. */
import { ModuleBar, type ModuleBarProps } from '../shared/ModuleBar';
import { nainsSavedMoves } from './nainsSaves';
import { nainsSession } from './nainsSession';

export function NainsBar(props: ModuleBarProps) {
  return <ModuleBar game="nains" ns="nains" load="nains" session={nainsSession} savedMoves={nainsSavedMoves} {...props} />;
}
