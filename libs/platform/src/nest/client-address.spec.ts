import type { FastifyRequest } from 'fastify';
import { addressBlockOf, clientAddress } from './client-address.js';

describe('the address the per-address limits count', () => {
  it('is an IPv4 address as it is', () => {
    expect(addressBlockOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlockOf('10.1.0.255')).toBe('10.1.0.255');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const oneLine = ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:0DB8:0001:0002:0000:0000:0000:0005', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2:3::', '2001:db8:1:2::1.2.3.4', '2001:db8:1:2::9%eth0'];
    expect(oneLine.map(addressBlockOf)).toEqual(Array(oneLine.length).fill('2001:db8:1:2::/64'));
    expect(addressBlockOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('expands :: wherever it stands, also when it reaches into the first 64 bits', () => {
    expect(addressBlockOf('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressBlockOf('2001:db8::3:4:5:6:7')).toBe('2001:db8:0:3::/64');
    expect(addressBlockOf('::2:3:4:5:6:7:8')).toBe('0:2:3:4::/64');
    expect(addressBlockOf('1:2:3:4:5:6:7:8')).toBe('1:2:3:4::/64');
    expect(addressBlockOf('2001:0:0:1::5')).toBe('2001:0:0:1::/64');
    expect(addressBlockOf('::1')).toBe('::/64');
    expect(addressBlockOf('::')).toBe('::/64');
    expect(addressBlockOf('64:ff9b::1.2.3.4')).toBe('64:ff9b::/64');
  });

  it('drops a zone id', () => {
    expect(addressBlockOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressBlockOf('fe80::abcd:1%25')).toBe('fe80::/64');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address', () => {
    expect(addressBlockOf('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressBlockOf('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(addressBlockOf('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is anything else as it is', () => {
    expect(addressBlockOf('unknown')).toBe('unknown');
    expect(addressBlockOf('')).toBe('');
    expect(addressBlockOf('2001:db8:1:2:3:4:5:6:7')).toBe('2001:db8:1:2:3:4:5:6:7');
  });

  it("is taken from the request's address as Fastify resolved it", () => {
    expect(clientAddress({ ip: '2001:db8:1:2::42' } as FastifyRequest)).toBe('2001:db8:1:2::/64');
    expect(clientAddress({ ip: '::ffff:127.0.0.1' } as FastifyRequest)).toBe('127.0.0.1');
  });
});
