/**
 * A throwaway key and self-signed certificate for localhost, for serving out/ over TLS and HTTP/2 as a CDN
 * does (scripts/static-server.mjs `--tls-key`, `--tls-cert`): the bench's Lighthouse runs and the static
 * server's tests. Browsers are told to accept it (`--ignore-certificate-errors`); it protects nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

/** Writes a fresh key and certificate into `folder`; returns the static server's arguments for them. */
export async function writeLocalhostCertificate(folder: string): Promise<string[]> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  await mkdir(folder, { recursive: true });
  const keyFile = path.join(folder, 'localhost-key.pem');
  const certFile = path.join(folder, 'localhost-cert.pem');
  await Promise.all([writeFile(keyFile, key, { mode: 0o600 }), writeFile(certFile, cert)]);
  return ['--tls-key', keyFile, '--tls-cert', certFile];
}
