package pylib

import "testing"

// TestRoundSixA covers gaps the sixth held-out round found (see
// bench/compat/round6); each want is what CPython 3.11 prints.
func TestRoundSixA(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{`bytearray repeat and extended slices`,
			`a = bytearray(b"ab")
print(a * 3, 2 * a, a * 0, a * -1, a * True)
b = a
b *= 2
print(a, b is a)
x = bytearray(10)
x[::3] = b"\x01\x02\x03\x04"
print(x)
x[8:1:-2] = bytearray(b"wxyz")
print(x)
try:
    x[::2] = b"ab"
except ValueError as e:
    print(e)
try:
    a * 1.5
except TypeError as e:
    print(e)
del x[::2]
print(x)
del x[1]
print(x)
`,
			`bytearray(b'ababab') bytearray(b'abab') bytearray(b'') bytearray(b'') bytearray(b'ab')
bytearray(b'abab') True
bytearray(b'\x01\x00\x00\x02\x00\x00\x03\x00\x00\x04')
bytearray(b'\x01\x00z\x02y\x00x\x00w\x04')
attempt to assign bytes of size 2 to extended slice of size 5
can't multiply sequence by non-int of type 'float'
bytearray(b'\x00\x02\x00\x00\x04')
bytearray(b'\x00\x00\x00\x04')
`},
		{`int and bool special methods`,
			`print(7 .__index__(), (2**70).__index__(), True.__index__(), True.__int__(), True.__neg__(), True.__float__())
print((5).__pow__(2), (5).__pow__(2, 3), (2).__rpow__(3), (5).__pow__("a"), True.__add__(1))
print(True.__and__(False), True.__and__(3), False.__ror__(True), True.__xor__(True))
print((1.5).__format__(".1f"), "x".__format__(">3"), (5).__format__("03d"), True.__format__(""), True.__format__("d"))
try:
    (5).__format__(3)
except TypeError as e:
    print(e)
`,
			`7 1180591620717411303424 1 1 -1 1.0
25 1 9 NotImplemented 2
False 1 True False
1.5   x 005 True 1
__format__() argument must be str, not int
`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
