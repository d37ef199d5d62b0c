import net from 'node:net';

/**
 * One request written byte for byte on a socket to 127.0.0.1: no client normalizes the path, Host or body.
 * A body gets a Content-Length unless the headers give a Transfer-Encoding (the body is then sent as given).
 */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
  body: Buffer | string = '',
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const head = [
    requestLine,
    ...Object.entries({
      Host: `127.0.0.1:${port}`,
      Connection: 'close',
      ...(payload.length && !headers['Transfer-Encoding']
        ? { 'Content-Length': String(payload.length) }
        : {}),
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => {
      const headEnd = data.indexOf('\r\n\r\n');
      const headers: Record<string, string> = {};
      for (const line of data.slice(0, headEnd).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(data.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
        headers,
        body: data.slice(headEnd + 4),
      });
    });
    socket.on('error', reject);
  });
}

/**
 * A request whose body of `bodyBytes` zero bytes is streamed after its head (declared by the head's
 * Content-Length, or sent chunked when the head says so) for as long as the server takes it: the answer's
 * status and how many body bytes the server accepted before it closed the connection.
 */
export function streamedRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string>,
  bodyBytes: number,
): Promise<{ status: number; accepted: number }> {
  const chunked = headers['Transfer-Encoding'] === 'chunked';
  const head = [
    requestLine,
    ...Object.entries({
      Host: `127.0.0.1:${port}`,
      ...(chunked ? {} : { 'Content-Length': String(bodyBytes) }),
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const piece = Buffer.alloc(64 * 1024);
  const framed = chunked
    ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
    : piece;
  return new Promise((resolve) => {
    let received = '';
    let accepted = 0;
    let closed = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = () => {
      if (closed) return;
      closed = true;
      socket.destroy();
      resolve({ status: Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), accepted });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', async () => {
      socket.write(head, 'latin1');
      while (!closed && accepted < bodyBytes) {
        const flushed = socket.write(framed);
        accepted += piece.length;
        if (!flushed) {
          await new Promise((next) => {
            socket.once('drain', next);
            socket.once('close', next);
          });
        }
      }
      if (!closed) socket.end(chunked ? '0\r\n\r\n' : '');
    });
  });
}
