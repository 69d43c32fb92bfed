import { Resolver } from 'node:dns/promises';
import { dkimVerify } from 'mailauth';
import type { ReceiptReason } from '../../../shared/receipts';

/** How DKIM keys are looked up: node:dns's resolve(name, type), or a test's stand-in. */
export type DkimResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** PAYMENTS_DNS_SERVERS' resolvers, or the system's when the list is empty. */
export function dnsResolver(servers: string[]): DkimResolver {
  const resolver = new Resolver({ timeout: 5_000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}

export type Verdict = { ok: true; domain: string; from: string } | { ok: false; reason: ReceiptReason; from: string };

/**
 * The signing key could not be looked up just now (a DNS timeout or SERVFAIL): the receipt is
 * neither genuine nor forged yet. The poll stops before it, and the next poll reads it again.
 */
class DkimUnavailable extends Error {
  constructor(readonly comment: string) {
    super(`the DKIM key could not be looked up now (${comment}); the next poll tries again`);
    this.name = 'DkimUnavailable';
  }
}

/** Whether `from` is `domain` or one of its subdomains (DMARC's relaxed alignment). */
const alignedWith = (from: string, domain: string) => from === domain || from.endsWith(`.${domain}`);

/**
 * A receipt is genuine only with a passing DKIM signature whose d= is one of `domains` and which
 * the single From address's domain is aligned with. Anything else is refused, with why: no
 * signature at all, none that passes, or only passing signatures from elsewhere.
 */
export async function verifyReceipt(raw: Buffer, domains: string[], resolver: DkimResolver): Promise<Verdict> {
  const result = await dkimVerify(raw, { resolver, minBitLength: 1024 });
  const from = result.fromFields === 1 && result.headerFrom.length === 1 ? (result.headerFrom[0] ?? '') : '';
  const fromDomain = from.slice(from.lastIndexOf('@') + 1).toLowerCase();
  const signed = result.results.filter((r) => r.signingDomain);
  if (signed.length === 0) return { ok: false, reason: 'unsigned', from };
  const passing = signed.filter((r) => r.status.result === 'pass');
  if (passing.length === 0) {
    // A failed lookup says nothing about the signature: refusing a genuine payment for a DNS
    // hiccup would lose it, so the message waits for the next poll instead.
    const unreachable = signed.find((r) => r.status.result === 'temperror');
    if (unreachable) throw new DkimUnavailable(unreachable.status.comment ?? 'DNS failure');
    return { ok: false, reason: 'bad-signature', from };
  }
  for (const r of passing) {
    const d = (r.signingDomain ?? '').toLowerCase();
    if (fromDomain && domains.some((allowed) => alignedWith(d, allowed)) && alignedWith(fromDomain, d))
      return { ok: true, domain: d, from };
  }
  return { ok: false, reason: 'wrong-domain', from };
}
