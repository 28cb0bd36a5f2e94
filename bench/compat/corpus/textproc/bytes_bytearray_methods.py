print(bytearray(b"a b").split())
print(b"a,b,,c".split(b","), b"hello".startswith(b"he"), b"hello".endswith((b"lo", b"x")), b"aXbX".replace(b"X", b"-"), b"banana".count(b"a"), b"-".join([b"a", b"b"]), b"  x ".rstrip(), b"k=v".partition(b"="), b"12".isdigit(), b"ab".rjust(4, b"*"))
print(bytearray(3), bytearray([65, 66]))
print(bytearray("hé", "utf-8"))
ba = bytearray(b"abcdef")
ba[1:3] = b"EE"
print(ba)
print(ba.hex(), b"\xff\x00".split(b"\x00"), b"a\r\nb".splitlines())
ba = bytearray(b"hello")
ba[0] = ord("J")
ba.extend(b"!!")
ba.append(63)
ba += b"x"
print(ba, len(ba), ba[1], ba[1:3], bytes(ba), ba.decode(), ba.upper(), ba.find(b"l"), b"ll" in ba, 108 in ba, ba == bytearray(b"Jello!!?x"), list(ba)[:3])
ba[1:3] = b"EE"
print(ba, ba.pop(), ba, bytearray(3), bytearray([65, 66]), bytearray("hé", "utf-8"), ba.hex(), bytearray(b"a b").split())
del_me = bytearray(b"abc"); del_me.reverse(); print(del_me, del_me.copy(), repr(bytearray()))
