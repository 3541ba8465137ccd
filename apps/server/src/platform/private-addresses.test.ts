import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-addresses.ts";

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", "IPv4 loopback"],
    ["127.255.0.9", "the rest of 127/8"],
    ["10.1.2.3", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.255", "end of 172.16/12"],
    ["192.168.1.20", "private 192.168/16"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "end of carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["198.18.0.1", "benchmarking"],
    ["::", "IPv6 unspecified"],
    ["::1", "IPv6 loopback"],
    ["[::1]", "bracketed, as in a URL"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["fd12:3456:789a::1", "unique-local"],
    ["fc00::5", "unique-local fc00::/8"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback in hex"],
    ["::ffff:10.0.0.8", "IPv4-mapped private"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of link-local"],
    ["2002:c0a8:0101::1", "6to4 of 192.168.1.1"],
    ["2001:db8::1", "documentation"],
    ["not-an-address", "unparseable"],
  ])("refuses %s (%s)", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ["8.8.8.8"],
    ["93.184.215.14"],
    ["172.32.0.1"],
    ["100.128.0.1"],
    ["169.255.0.1"],
    ["2606:4700:4700::1111"],
    ["2a00:1450:4001:81c::200e"],
    ["::ffff:8.8.8.8"],
    ["64:ff9b::808:808"],
  ])("allows the public address %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
