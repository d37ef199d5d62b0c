import type { APIRequestContext, TestInfo } from '@playwright/test';
import { LOCAL_SECRET_KEY } from '@/scripts/backend-config';
import { e2eBackendUrl } from '../../../scripts/e2e/build-record';
import { expect } from './fixtures';

/** The table's REST address on the test backend (what the site's sign-up form posts to). */
export const SIGN_UPS_URL = `${e2eBackendUrl()}/rest/v1/stock_notifications`;

export interface StoredSignUp {
  email: string;
  product_name: string;
}

/** An address no other test, project or earlier run has used (the local database keeps its rows). */
export function uniqueEmail(testInfo: TestInfo, tag: string, domain = 'example.com'): string {
  const token = `${testInfo.project.name}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
  return `${tag}.${token}@${domain}`;
}

/** Every stored sign-up, read with the secret key over HTTP, as the owner's restock-list does. */
export async function storedRows(request: APIRequestContext): Promise<StoredSignUp[]> {
  const response = await request.get(`${SIGN_UPS_URL}?select=email,product_name`, {
    headers: { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredSignUp[];
}

/** The stored sign-ups of one address (stored lower-cased, so compared without case). */
export async function rowsFor(request: APIRequestContext, email: string): Promise<StoredSignUp[]> {
  return (await storedRows(request)).filter(
    (row) => row.email.toLowerCase() === email.toLowerCase(),
  );
}
