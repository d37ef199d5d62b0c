/**
 * A throwaway key and self-signed certificate, for serving over TLS and HTTP/2 as a CDN does
 * (scripts/static-server.mjs `--tls-key`, `--tls-cert`): the bench's Lighthouse runs and the static
 * server's tests, for localhost; the editor's online test, for the production names it maps to this
 * machine (the shop's, GitHub's, the sign-in service's). Browsers are told to accept it (by its key:
 * `chromiumTrustFlag`, or `--ignore-certificate-errors`); it protects nothing.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface LocalCertificate {
  key: string;
  cert: string;
}

/** A fresh key and a certificate for `names` (DNS names; the first is its common name). */
export async function localCertificate(names: string[] = ['localhost']): Promise<LocalCertificate> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: names[0] }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...names.map((name) => ({ type: 2 as const, value: name })),
          { type: 7 as const, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key, cert };
}

/**
 * Chromium's flag that trusts this certificate's key and no other (the SHA-256 of its public key, as
 * `--ignore-certificate-errors-spki-list` takes it), unlike `--ignore-certificate-errors`, which trusts any.
 */
export function chromiumTrustFlag({ cert }: LocalCertificate): string {
  const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** Writes a fresh key and certificate into `folder`; returns the static server's arguments for them. */
export async function writeLocalhostCertificate(
  folder: string,
  certificate?: LocalCertificate,
): Promise<string[]> {
  const { key, cert } = certificate ?? (await localCertificate());
  await mkdir(folder, { recursive: true });
  const keyFile = path.join(folder, 'localhost-key.pem');
  const certFile = path.join(folder, 'localhost-cert.pem');
  await Promise.all([writeFile(keyFile, key, { mode: 0o600 }), writeFile(certFile, cert)]);
  return ['--tls-key', keyFile, '--tls-cert', certFile];
}
