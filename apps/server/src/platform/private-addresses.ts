import { isIPv4, isIPv6 } from "node:net";

// Addresses a user-given URL must never reach: anything that is not a public unicast address
// (private networks, loopback, link-local, unique-local, CGNAT, multicast, unspecified, reserved
// and documentation ranges), including IPv4 addresses wrapped in IPv6 forms.

type Range = readonly [base: string, prefixLength: number];

const BLOCKED_IPV4: readonly Range[] = [
  ["0.0.0.0", 8], // unspecified, "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const BLOCKED_IPV6: readonly Range[] = [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:2::", 48], // benchmarking
  ["2001:10::", 28], // ORCHID
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

type ParsedRange = { base: bigint; shift: bigint };

const ipv4Ranges = BLOCKED_IPV4.map(([base, bits]) => parsedRange(BigInt(ipv4ToNumber(base)), 32, bits));
const ipv6Ranges = BLOCKED_IPV6.map(([base, bits]) => parsedRange(ipv6ToBigInt(base), 128, bits));

/** True for every address that is not public; unparseable input counts as private. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(ip)) return isInRanges(BigInt(ipv4ToNumber(ip)), ipv4Ranges);
  if (!isIPv6(ip)) return true;
  const value = ipv6ToBigInt(ip);
  const embedded = embeddedIpv4(value);
  if (embedded !== null) return isPrivateAddress(embedded);
  return isInRanges(value, ipv6Ranges);
}

function parsedRange(base: bigint, width: number, prefixLength: number): ParsedRange {
  const shift = BigInt(width - prefixLength);
  return { base: base >> shift, shift };
}

function isInRanges(value: bigint, ranges: readonly ParsedRange[]): boolean {
  return ranges.some((range) => value >> range.shift === range.base);
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. */
function embeddedIpv4(value: bigint): string | null {
  const low32 = Number(value & 0xffffffffn);
  if (value >> 32n === 0xffffn) return numberToIpv4(low32);
  if (value >> 32n === 0x64ff9b0000000000000000n) return numberToIpv4(low32);
  if (value >> 112n === 0x2002n) return numberToIpv4(Number((value >> 80n) & 0xffffffffn));
  return null;
}

function ipv4ToNumber(ip: string): number {
  return ip.split(".").reduce((total, part) => total * 256 + Number(part), 0);
}

function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join(".");
}

/** Expects a valid IPv6 address (checked with isIPv6), possibly ending in a dotted IPv4 part. */
function ipv6ToBigInt(ip: string): bigint {
  let text = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const v4 = ipv4ToNumber(dotted);
    text = `${text.slice(0, -dotted.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].reduce(
    (total, group) => (total << 16n) + BigInt(parseInt(group, 16)),
    0n,
  );
}
