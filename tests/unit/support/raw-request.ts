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
): Promise<{ status: number; body: string }> {
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
    socket.on('end', () =>
      resolve({
        status: Number(data.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
        body: data.slice(data.indexOf('\r\n\r\n') + 4),
      }),
    );
    socket.on('error', reject);
  });
}
