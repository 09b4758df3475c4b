/** Whatever saves screen is open over the rest of the page, and the notices. */
import { Suspense } from 'react';
import { SavedGamesScreen } from '../app/lazyScreens';
import { Notices } from './Notices';
import { overlayStore } from './savesUi';
import { useStore } from '../store';

export function SavesOverlay() {
  const overlay = useStore(overlayStore);
  return (
    <>
      {overlay === 'list' && <Suspense fallback={null}><SavedGamesScreen /></Suspense>}
      <Notices />
    </>
  );
}
