/** Whatever saves screen is open over the rest of the page, and the notices. */
import { Notices } from './Notices';
import { SavedGamesScreen } from './SavedGamesScreen';
import { overlayStore } from './savesUi';
import { useStore } from '../store';

export function SavesOverlay() {
  const overlay = useStore(overlayStore);
  return (
    <>
      {overlay === 'list' && <SavedGamesScreen />}
      <Notices />
    </>
  );
}
