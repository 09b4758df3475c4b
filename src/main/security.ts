import { app, session } from 'electron';
import { CONTENT_SECURITY_POLICY, devServerUrl, isAllowedNavigation, isAppPage } from './securityPolicy';

export function setupSecurity(): void {
  const devUrl = devServerUrl();

  // Applies to every window and webview created later, so no page can slip past.
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAllowedNavigation(url, devUrl)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });

  // The game needs no camera, microphone, notifications or the like.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));

  // Files loaded from disk get the CSP from the page's <meta>; served pages also get it as a header.
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppPage(details.url, devUrl)) {
      callback({});
      return;
    }
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
}
