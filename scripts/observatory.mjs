// The MDN HTTP Observatory's ten tests (its own retriever and analyzer) against a local server, without a
// network scan: docs/security.md, "HTTP Observatory". It is not a project dependency: copy this file into a
// directory where @mdn/mdn-http-observatory is installed, then: node observatory.mjs <port> <path> [https]
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { cookiesTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/cookies.js';
import { crossOriginResourceSharingTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/cors.js';
import { crossOriginResourcePolicyTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/cross-origin-resource-policy.js';
import { contentSecurityPolicyTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/csp.js';
import { redirectionTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/redirection.js';
import { referrerPolicyTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/referrer-policy.js';
import { strictTransportSecurityTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/strict-transport-security.js';
import { subresourceIntegrityTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/subresource-integrity.js';
import { xContentTypeOptionsTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/x-content-type-options.js';
import { xFrameOptionsTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/x-frame-options.js';
import { getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';

const [port, path = '/', proto] = process.argv.slice(2);
const headers = ['Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ...(proto ? [`X-Forwarded-Proto: ${proto}`] : [])];
const r = await retrieve('127.0.0.1', { httpPort: port, httpsPort: '1', path, headers });
if (!r.responses.auto) throw new Error('no response');
console.log(`${path} -> ${r.responses.auto.status}`);
const tests = [contentSecurityPolicyTest, cookiesTest, crossOriginResourceSharingTest, redirectionTest, referrerPolicyTest, strictTransportSecurityTest, subresourceIntegrityTest, xContentTypeOptionsTest, xFrameOptionsTest, crossOriginResourcePolicyTest];
let failed = 0;
for (const t of tests) {
  const out = t(r);
  if (!out.pass) failed++;
  console.log(`${out.pass ? "pass" : "FAIL"} ${t.name}: ${out.result} (${getScoreModifier(out.result)})`);
}
console.log(`failed: ${failed}`);
