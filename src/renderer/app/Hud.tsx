import { useEffect, useState } from 'react';
import type { AppInfo } from '../../shared/api';
import { platform } from '../platform';

/** DOM layer above the table: titles, menus and prompts live here, not in the Pixi scene. */
export function Hud() {
  const [info, setInfo] = useState<AppInfo>();

  useEffect(() => {
    let mounted = true;
    platform.appInfo().then(
      (next) => {
        if (mounted) setInfo(next);
      },
      (error: unknown) => console.error('Could not read app info', error),
    );
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <header className="hud" data-testid="hud">
      <h1 className="hud-title" data-testid="hud-title">
        Mirianth Wars
      </h1>
      {info && (
        <p className="hud-version" data-testid="hud-version">
          v{info.version} · {info.platform}
        </p>
      )}
    </header>
  );
}
