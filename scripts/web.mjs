import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';

/** Serves the renderer as a web page with hot reload; Vite moves to the next port if 5173 is taken. */
export async function serveWeb() {
  const server = await createServer({
    configFile: 'vite.web.config.mts',
    server: { host: '127.0.0.1', port: 5173, strictPort: false },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
  console.log(`Mirianth Wars is running at ${url}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await serveWeb();
