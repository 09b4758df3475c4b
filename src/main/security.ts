import { app, session } from 'electron';
import { appPages } from './appPages';
import { CONTENT_SECURITY_POLICY, isAllowedNavigation, isAppPage } from './securityPolicy';

export function setupSecurity(): void {
  const pages = appPages();

  // Applies to every window and webview created later, so no page can slip past.
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAllowedNavigation(url, pages)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });

  // The game needs no camera, microphone, notifications, USB or the like: asked or merely checked, the answer is no.
  const { defaultSession } = session;
  defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  defaultSession.setPermissionCheckHandler(() => false);
  defaultSession.setDevicePermissionHandler(() => false);

  // Files loaded from disk get the CSP from the page's <meta>; served pages also get it as a header.
  defaultSession.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppPage(details.url, pages)) {
      callback({});
      return;
    }
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
}
