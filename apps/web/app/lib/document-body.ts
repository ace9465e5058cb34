// A rendered document travels from entry.server.tsx to the server (apps/web/server/react-router-handler.ts) beside
// its Response rather than as its body: a Response body is a web ReadableStream, which Node builds and reads back
// in JavaScript, some 3 % of a shop home's CPU (issue 22). The two sides are bundled apart, hence a global symbol.
const DOCUMENT_BODY = Symbol.for('sarment.documentBody');

type WithDocument = Response & { [DOCUMENT_BODY]?: Uint8Array };

/** A document's answer: status and headers on a bodiless Response, the bytes beside it (see documentBodyOf). */
export function documentResponse(body: Uint8Array, init: ResponseInit): Response {
  const response: WithDocument = new Response(null, init);
  response[DOCUMENT_BODY] = body;
  return response;
}

/** The bytes of a document made by documentResponse, or undefined for any other Response (its body then holds them). */
export function documentBodyOf(response: Response): Uint8Array | undefined {
  return (response as WithDocument)[DOCUMENT_BODY];
}
