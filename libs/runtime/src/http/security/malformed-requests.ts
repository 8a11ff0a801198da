import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

export const HEADERS_TOO_LARGE = 'The request line or its headers are too large';
export const REQUEST_UNREADABLE = 'The request could not be read';

/**
 * A request that Node's HTTP parser refuses (headers or URL over the size limit, broken syntax)
 * never reaches the app: the server answers it itself (Fastify's clientErrorHandler). Answer it as
 * every other refusal is answered: JSON with a message, 431 for headers over the limit.
 */
export function answerMalformedRequestWithJson(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({ message: tooLarge ? HEADERS_TOO_LARGE : REQUEST_UNREADABLE });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
