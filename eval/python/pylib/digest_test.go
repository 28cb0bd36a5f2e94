package pylib

import "testing"

// TestDigests checks hashlib, hmac, binascii and base64 against CPython
// 3.11's output.
func TestDigests(t *testing.T) {
	runCases(t, []struct{ name, src, want string }{
		{"hashlib digests of every algorithm", `import hashlib
for name in sorted(hashlib.algorithms_guaranteed) + ["sha512_256", "SHA256", "sha-1"]:
    h = hashlib.new(name, b"abc")
    if name.startswith("shake"):
        print(name, type(h).__name__, h.name, h.digest_size, h.block_size, h.hexdigest(20), h.digest(4))
    else:
        print(name, type(h).__name__, h.name, h.digest_size, h.block_size, h.hexdigest())
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.sha256(b"abc").digest(), hashlib.md5("héllo".encode()).hexdigest(), hashlib.sha1(bytearray(b"x")).hexdigest())
`,
			"blake2b blake2b blake2b 64 128 ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923\nblake2s blake2s blake2s 32 64 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982\nmd5 HASH md5 16 64 900150983cd24fb0d6963f7d28e17f72\nsha1 HASH sha1 20 64 a9993e364706816aba3e25717850c26c9cd0d89d\nsha224 HASH sha224 28 64 23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7\nsha256 HASH sha256 32 64 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\nsha384 HASH sha384 48 128 cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7\nsha3_224 HASH sha3_224 28 144 e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf\nsha3_256 HASH sha3_256 32 136 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532\nsha3_384 HASH sha3_384 48 104 ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25\nsha3_512 HASH sha3_512 64 72 b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0\nsha512 HASH sha512 64 128 ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f\nshake_128 HASHXOF shake_128 0 168 5881092dd818bf5cf8a3ddb793fbcba74097d5c5 b'X\\x81\\t-'\nshake_256 HASHXOF shake_256 0 136 483366601360a8771c6863080cc4114d8db44530 b'H3f`'\nsha512_256 HASH sha512_256 32 128 53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23\nSHA256 HASH sha256 32 64 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\nsha-1 HASH sha1 20 64 a9993e364706816aba3e25717850c26c9cd0d89d\n['blake2b', 'blake2s', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'sha512', 'shake_128', 'shake_256']\nb'\\xbax\\x16\\xbf\\x8f\\x01\\xcf\\xeaAA@\\xde]\\xae\"#\\xb0\\x03a\\xa3\\x96\\x17z\\x9c\\xb4\\x10\\xffa\\xf2\\x00\\x15\\xad' be50e8478cf24ff3595bc7307fb91b50 11f6ad8ec52a2984abaafd7c3b516503785c2072\n"},
		{"hashlib update, copy and constructor keywords", `import hashlib, io
s = hashlib.sha256()
for chunk in [b"hello ", b"world"]:
    s.update(chunk)
c = s.copy()
c.update(b"!")
print(s.hexdigest(), c.hexdigest(), s.hexdigest() == hashlib.sha256(b"hello world").hexdigest())
b = hashlib.blake2b(b"ab")
b2 = b.copy()
b2.update(b"c")
print(b2.hexdigest() == hashlib.blake2b(b"abc").hexdigest(), hashlib.shake_128(b"x").copy().hexdigest(4))
print(hashlib.sha256(string=b"x").hexdigest()[:8], hashlib.md5(b"a", usedforsecurity=False).hexdigest(), hashlib.new(name="md5", data=b"x").hexdigest())
print(int(hashlib.md5(b"key").hexdigest(), 16) % 100, hashlib.md5.__name__, hashlib.blake2b.__name__, type(hashlib.sha256()), hashlib.blake2b)
print(hashlib.file_digest(io.BytesIO(b"abc"), "sha256").hexdigest()[:16], hashlib.file_digest(io.BytesIO(b"abc"), hashlib.md5).hexdigest())
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000).hex(), hashlib.pbkdf2_hmac("md5", b"pw", b"s", 2, 5).hex(), hashlib.pbkdf2_hmac("blake2b", b"pw", b"s", 2, 5).hex())
`,
			"b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9 7509e5bda0c762d2bac7f90d758b5b2263fa01ccbc542ab5e3df163be08e6ca9 True\nTrue e472c5e3\n2d711642 0cc175b9c0f1b6a831c399e269772661 9dd4e461268c8034f5c8564e155c67a6\n61 openssl_md5 blake2b <class '_hashlib.HASH'> <class '_blake2.blake2b'>\nba7816bf8f01cfea 900150983cd24fb0d6963f7d28e17f72\n0a38253555ce37f5c72a6b703f996814ebf241f203af146e93dcdeb031c5567e 7eabfb0e08 ea5f859971\n"},
		{"blake2 parameters", `import hashlib
print(hashlib.blake2b(b"abc", digest_size=16).hexdigest(), hashlib.blake2b(b"abc", key=b"k").hexdigest())
print(hashlib.blake2s(b"", key=b"key", digest_size=20).hexdigest(), hashlib.blake2b(b"abc", salt=b"salt", person=b"me").hexdigest())
print(hashlib.blake2s(b"abc", salt=b"salt", person=b"me", fanout=2, depth=3, leaf_size=7, node_offset=9, node_depth=1, inner_size=8, last_node=True).hexdigest())
print(hashlib.blake2b(b"abc", fanout=2, depth=3, leaf_size=7, node_offset=9, node_depth=1, inner_size=8, last_node=True).hexdigest())
print(hashlib.blake2b(b"x" * 1000, key=b"y" * 64).hexdigest())
print([hashlib.blake2s(b"x" * n).hexdigest()[:8] for n in (0, 63, 64, 65, 128, 129)])
print([hashlib.blake2b(b"x" * n).hexdigest()[:8] for n in (0, 127, 128, 129, 256)])
print(hashlib.blake2b.MAX_DIGEST_SIZE, hashlib.blake2s.SALT_SIZE, hashlib.blake2b(b"a", digest_size=20).name, hashlib.blake2s().block_size)
`,
			"cf4ab791c62b8d2b2109c90275287816 aa65cf292e7df1f7439b350072d55485083ccf55b149a400c8c0548233f46447d9f95242a31bf783081c997a6c26e086bc8c0f363dd0c03e8f8edfae0c4aa5ca\n4ee91e210b1b0b4c32ad2b4e47146a698f15b432 0cabd84cb6899b93abc961b3139df8e923f24284d0e322b72fa1a2ebdaef2d079604a534df21c07f031a6ef7580d5a81bd883834f1e3f8e2e7fb3bce2167c968\n9186a10904593528cabd0706b9ffbd89e7717b4dd3dd79babea44a4afcfbb6e6\n47314cfab921d6ffda93a7fc68c68ee14b362eb17bfc54641c86792d79a7deb026901076db7b788817072ac289572abed5bd6043ac89c492b8e743b5ed145df1\n76047ed455428d44bdf49919f4d5e1609f420059dfca4a3482466db5e127a8e3c41c029aa4d1589fed32e997d2d9df826b90d770cb45405cc8befdcc41f22f47\n['69217a30', 'b50445cd', 'c13eb20b', '77f538c9', '0b81df8f', '86491455']\n['786a02f7', 'acc1cd9e', '082b91ea', '362a53bb', '26066ae9']\n64 8 blake2b 64\n"},
		{"hashlib errors", `import hashlib
h = hashlib.shake_256(b"x")
for f in [lambda: hashlib.sha256("abc"), lambda: hashlib.sha256(5), lambda: hashlib.md5().update("x"), lambda: hashlib.new("foo"),
          lambda: hashlib.new(), lambda: hashlib.new(5), lambda: hashlib.sha256(b"a", b"b"), lambda: hashlib.sha256(foo=1),
          lambda: setattr(hashlib.sha256(), "name", "x"), lambda: hashlib.sha256(b"a").update(), lambda: hashlib.sha256(b"a").digest(1),
          lambda: h.hexdigest(), lambda: h.digest(3.0), lambda: hashlib.blake2b(digest_size=100), lambda: hashlib.blake2s(digest_size=0),
          lambda: hashlib.blake2b(b"x", b"y"), lambda: hashlib.blake2b(key=b"x" * 65), lambda: hashlib.blake2b(salt=b"x" * 17),
          lambda: hashlib.blake2b(key="k"), lambda: hashlib.blake2b(b"", foo=1), lambda: hashlib.blake2b("x"),
          lambda: hashlib.pbkdf2_hmac("sha256", "pw", b"s", 1), lambda: hashlib.pbkdf2_hmac("sha256", b"pw", b"s", 0),
          lambda: hashlib.pbkdf2_hmac("sha256", b"pw", b"s", 1, dklen=0), lambda: hashlib.sha256(b"a") == hashlib.sha256(b"a")]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
`,
			"TypeError Strings must be encoded before hashing\nTypeError object supporting the buffer API required\nTypeError Strings must be encoded before hashing\nValueError unsupported hash type foo\nTypeError __hash_new() missing 1 required positional argument: 'name'\nTypeError name must be a string\nTypeError openssl_sha256() takes at most 1 positional argument (2 given)\nTypeError 'foo' is an invalid keyword argument for openssl_sha256()\nAttributeError attribute 'name' of '_hashlib.HASH' objects is not writable\nTypeError HASH.update() takes exactly one argument (0 given)\nTypeError HASH.digest() takes no arguments (1 given)\nTypeError hexdigest() missing required argument 'length' (pos 1)\nTypeError 'float' object cannot be interpreted as an integer\nValueError digest_size must be between 1 and 64 bytes\nValueError digest_size must be between 1 and 32 bytes\nTypeError blake2b() takes at most 1 positional argument (2 given)\nValueError maximum key length is 64 bytes\nValueError maximum salt length is 16 bytes\nTypeError a bytes-like object is required, not 'str'\nTypeError 'foo' is an invalid keyword argument for blake2b()\nTypeError Strings must be encoded before hashing\nTypeError a bytes-like object is required, not 'str'\nValueError iteration value must be greater than 0.\nValueError key length must be greater than 0.\nFalse\n"},
		{"hmac", `import hmac, hashlib
print(hmac.new(b"k", b"msg", hashlib.sha256).hexdigest(), hmac.new(b"k", b"msg", "md5").digest())
h = hmac.new(b"key", digestmod="sha256")
h.update(b"a")
c = h.copy()
c.update(b"b")
print(h.hexdigest()[:10], c.hexdigest()[:10], h.name, h.digest_size, h.block_size, type(h))
print(hmac.digest(b"k", b"m", "sha256").hex(), hmac.HMAC(b"k", b"m", "sha1").hexdigest(), hmac.new(b"k", b"m", hashlib.blake2b).hexdigest()[:10])
print(hmac.compare_digest(b"a", b"a"), hmac.compare_digest("a", "b"))
for f in [lambda: hmac.new("k", b"m", "sha256"), lambda: hmac.new(b"k", b"m"), lambda: hmac.new(b"k", "m", "sha256"),
          lambda: hmac.new(b"k", b"m", "foo"), lambda: hmac.compare_digest("a", b"a"), lambda: hmac.compare_digest("é", "é"),
          lambda: hmac.compare_digest(1, 2)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
`,
			"bf1a0c1242929b6464a6c0a9ac6298a67e09bd1cd4ef1f182ce0141691fc17a0 b'\\x11\\x04\\xb0$\\xfb*\\xa8\\xa7\\x80\\xf7\\xac\\xb0O=~\\xd5'\n780c3db4ce 5c1c0c948c hmac-sha256 32 64 <class 'hmac.HMAC'>\nb60090e3052297aeb5a080889ce2fc4bca957e756faeb4df7d31800ca1e771ec 772b71c8a2997e768be01d9711e4a4f34a24ef33 cfb0a92a74\nTrue False\nTypeError key: expected bytes or bytearray, but got 'str'\nTypeError Missing required parameter 'digestmod'.\nTypeError Strings must be encoded before hashing\nValueError unsupported hash type foo\nTypeError a bytes-like object is required, not 'str'\nTypeError comparing strings with non-ASCII characters is not supported\nTypeError unsupported operand types(s) or combination of types: 'int' and 'int'\n"},
		{"binascii", `import binascii
for f in [lambda: binascii.hexlify(b"abc"), lambda: binascii.hexlify(b"abcdef", "-"), lambda: binascii.hexlify(b"abcde", b":", 2),
          lambda: binascii.hexlify(b"abcde", ":", -2), lambda: binascii.unhexlify("616263"), lambda: binascii.a2b_hex(b"00ff"),
          lambda: binascii.unhexlify("61g1"), lambda: binascii.unhexlify("616"), lambda: binascii.hexlify("abc"),
          lambda: binascii.b2a_base64(b"hello"), lambda: binascii.b2a_base64(b"hello", newline=False), lambda: binascii.a2b_base64("aGVsbG8"),
          lambda: binascii.crc32(b"hello"), lambda: binascii.crc32(b"hello", 5), lambda: binascii.crc_hqx(b"abc", 0), lambda: binascii.Error.__mro__]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in [b"", b"=", b"YWI=", b"YWI=a", b"YW==", b"YW=", b"YW=I", b"Y", b"YW\nJj", b"YWJj====", b"YQ==YQ==", b"Y=Q=", b"YWI", b"Y==="]:
    out = []
    for strict in (False, True):
        try:
            out.append(repr(binascii.a2b_base64(s, strict_mode=strict)))
        except binascii.Error as e:
            out.append("Error: " + str(e))
    print(s, " | ".join(out))
`,
			"b'616263'\nb'61-62-63-64-65-66'\nb'61:6263:6465'\nb'6162:6364:65'\nb'abc'\nb'\\x00\\xff'\nError Non-hexadecimal digit found\nError Odd-length string\nTypeError a bytes-like object is required, not 'str'\nb'aGVsbG8=\\n'\nb'aGVsbG8='\nError Incorrect padding\n907060870\n4277152246\n40406\n(<class 'binascii.Error'>, <class 'ValueError'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)\nb'' b'' | b''\nb'=' b'' | Error: Leading padding not allowed\nb'YWI=' b'ab' | b'ab'\nb'YWI=a' b'ab' | Error: Excess data after padding\nb'YW==' b'a' | b'a'\nb'YW=' Error: Incorrect padding | Error: Incorrect padding\nb'YW=I' Error: Incorrect padding | Error: Discontinuous padding not allowed\nb'Y' Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4 | Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4\nb'YW\\nJj' b'abc' | Error: Only base64 data is allowed\nb'YWJj====' b'abc' | b'abc'\nb'YQ==YQ==' b'a' | Error: Excess data after padding\nb'Y=Q=' Error: Incorrect padding | Error: Discontinuous padding not allowed\nb'YWI' Error: Incorrect padding | Error: Incorrect padding\nb'Y===' Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4 | Error: Invalid base64-encoded string: number of data characters (1) cannot be 1 more than a multiple of 4\n"},
		{"base64", `import base64, binascii
for f in [lambda: base64.b64encode(b"hello world"), lambda: base64.b64encode("x"), lambda: base64.b64encode(b"\xff\xfe\xfd", altchars=b"-_"),
          lambda: base64.b64decode("aGVsbG8gd29ybGQ="), lambda: base64.b64decode(b"aGVsbG8"), lambda: base64.b64decode("aGVs bG8=\n"),
          lambda: base64.b64decode("aGVs bG8=", validate=True), lambda: base64.b64decode("é"), lambda: base64.b64decode(5),
          lambda: base64.b64decode(b"__-_", altchars=b"-_"), lambda: base64.urlsafe_b64encode(b"\xff\xfe\xfd"), lambda: base64.urlsafe_b64decode("__79"),
          lambda: base64.standard_b64decode(b"YWI="), lambda: base64.encodebytes(b"x" * 60), lambda: base64.decodebytes(b"eHh4\n"),
          lambda: base64.b32encode(b"hello"), lambda: base64.b32decode(b"nbswy3dp", casefold=True), lambda: base64.b32decode(b"NBSWY3D"),
          lambda: base64.b32decode(b"NBSWY3D0", map01=b"L"), lambda: base64.b32decode(b"MFRA===="), lambda: base64.b32hexencode(b"hello"),
          lambda: base64.b16encode(b"\x01\xab"), lambda: base64.b16decode(b"01ab"), lambda: base64.b16decode(b"01ab", casefold=True),
          lambda: base64.b85encode(b"hello world"), lambda: base64.b85encode(b"hello", pad=True), lambda: base64.b85decode(b"Xk~0{Zv"),
          lambda: base64.b85decode(b"X \""), lambda: base64.a85encode(b"\0\0\0\0    ", foldspaces=True),
          lambda: base64.a85encode(b"hello world" * 3, wrapcol=10, adobe=True), lambda: base64.a85decode(b"<~BOu!rD]j7BEbo7~>", adobe=True),
          lambda: base64.a85decode(b"BOu!rv"), lambda: base64.b64encode("héllo".encode()).decode()]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print([base64.b32decode(base64.b32encode(b"x" * n)) == b"x" * n for n in range(7)],
      [base64.a85decode(base64.a85encode(bytes(range(n)))) == bytes(range(n)) for n in range(7)])
try:
    base64.b64decode("abc")
except ValueError as e:
    print(type(e).__name__, isinstance(e, binascii.Error), e)
`,
			"b'aGVsbG8gd29ybGQ='\nTypeError a bytes-like object is required, not 'str'\nb'__79'\nb'hello world'\nError Incorrect padding\nb'hello'\nError Only base64 data is allowed\nValueError string argument should contain only ASCII characters\nTypeError argument should be a bytes-like object or ASCII string, not 'int'\nb'\\xff\\xff\\xbf'\nb'__79'\nb'\\xff\\xfe\\xfd'\nb'ab'\nb'eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4\\neHh4\\n'\nb'xxx'\nb'NBSWY3DP'\nb'hello'\nError Incorrect padding\nb'helln'\nb'ab'\nb'D1IMOR3F'\nb'01AB'\nError Non-base16 digit found\nb'\\x01\\xab'\nb'Xk~0{Zy<MXa%^M'\nb'Xk~0{ZvX%Q'\nb'hello'\nValueError bad base85 character at position 1\nb'zy'\nb'<~BOu!rD]j\\n7BEbo9\"ASc\\n1$+EqaECh.\\n3jCi\"#4GAh\\nM<A,~>'\nb'hello world'\nValueError Non-Ascii85 digit found: v\n'aMOpbGxv'\n[True, True, True, True, True, True, True] [True, True, True, True, True, True, True]\nError True Incorrect padding\n"},
		{"bytes truth", `print(bool(b""), bool(b"x"), not b"", b"" or "empty", [x for x in [b"", b"a"] if x], any([b""]), all([b""]))
`,
			"False True True empty [b'a'] False False\n"},
	})
}
