// Server rendering of a document. Pages load all their data in their loaders (none defers any), so the document is
// rendered whole and sent as one buffer with its length, instead of React Router's default streaming entry: a
// 100-product page was some 120 chunks of 2 KB passed through three stream layers (Node, web, Node again). The
// buffer goes beside the Response, not in a web stream (lib/document-body.ts).
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { documentResponse } from './lib/document-body.ts';

/** How long a render may wait for its lazy parts before sending what it has (the client renders the rest). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // errors inside a Suspense boundary (a lazy part that failed): the client renders that part again; they are
    // logged once the shell is known to have rendered (errors of the shell reject, and React Router logs them)
    const boundaryErrors: unknown[] = [];
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const document = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        const body = Buffer.concat(chunks);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        responseHeaders.set('Content-Length', String(body.byteLength));
        resolve(documentResponse(body, { status, headers: responseHeaders }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      // React Router gives the nonce to <Scripts>, <ScrollRestoration> and its streamed data scripts
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          for (const error of boundaryErrors) console.error(error);
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
          else boundaryErrors.push(error);
        },
      },
    );
  });
}
