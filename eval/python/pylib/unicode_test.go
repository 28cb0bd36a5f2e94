package pylib

import "testing"

// The expected outputs below were printed by CPython 3.11.

// TestStrUnicode checks the str methods against CPython 3.11 on text
// beyond ASCII: full case mappings, the final sigma, the Unicode numeric
// and whitespace properties, int() of other scripts' digits, \N{...}
// escapes, and bytes staying ASCII-only.
func TestStrUnicode(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"full case mappings",
			"print('ß'.upper(), 'ﬁnal'.upper(), 'ŉ'.upper(), 'İ'.lower(), len('İ'.lower()), 'ﬀ'.casefold(), 'ẞ'.casefold(), 'Straße'.casefold() == 'STRASSE'.casefold())",
			"SS FINAL ʼN i̇ 2 ff ss True\n"},
		{"final sigma",
			"print('ΣΊΣΥΦΟΣ'.lower(), 'ΑΣ ΑΣΑ Σ'.lower(), 'ΑΣ.'.lower(), \"ΑΣ'Σ\".lower(), 'ΑΣ'.title(), 'ΑΣ'.swapcase(), 'σς'.upper())",
			"σίσυφος ας ασα σ ας. ασ'ς Ας ας ΣΣ\n"},
		{"title and capitalize",
			"print('ab中c'.title(), \"they're bill's\".title(), 'ß'.title(), 'ﬁnal'.title(), 'ǆemal'.title(), 'ǆemal'.capitalize(), 'hELLO wORLD'.capitalize())",
			"Ab中C They'Re Bill'S Ss Final ǅemal ǅemal Hello world\n"},
		{"swapcase",
			"print('ß'.swapcase(), 'ǈ'.swapcase(), 'Hello ΣΑΣ'.swapcase())",
			"SS ǈ hELLO σας\n"},
		{"case predicates",
			"print('ª'.islower(), 'ǅ'.istitle(), 'ǅ'.isupper(), 'Ⅻ'.isupper(), 'ⓐ'.islower(), 'ⓐ'.upper(), 'ΑΒΓ'.isupper(), '123ABC'.isupper(), 'Hello world'.istitle(), '中A'.istitle())",
			"True True False True True Ⓐ True True False True\n"},
		{"numeric predicates",
			"for c in ['5', '٣', '²', '½', 'Ⅻ', '①', '三', '𝟙', 'a']:\n    print(repr(c), c.isdecimal(), c.isdigit(), c.isnumeric(), c.isalnum())",
			"'5' True True True True\n'٣' True True True True\n'²' False True True True\n'½' False False True True\n'Ⅻ' False False True True\n'①' False True True True\n'三' False False True True\n'𝟙' True True True True\n'a' False False False True\n"},
		{"space and identifiers",
			"print('\\x1c\\x1f\\x85\\xa0\\u3000'.isspace(), '\\u200b'.isspace(), '\\u180e'.isspace(), 'a\\x1cb c'.split(), ' \\x1fa\\x1e'.strip(), 'café_1'.isidentifier(), '变量'.isidentifier(), '1a'.isidentifier(), '\\u200b'.isprintable())",
			"True False False ['a', 'b', 'c'] a True True False False\n"},
		{"int and float of other digits",
			"print(int('٣٤'), int(' １２ '), float('٣.٥'), int('\\u3000 7\\u2003'), float('１.５e２'))\ntry:\n    int('½')\nexcept ValueError as e:\n    print(e)\ntry:\n    float('٣x')\nexcept ValueError as e:\n    print(e)",
			"34 12 3.5 7 150.0\ninvalid literal for int() with base 10: '½'\ncould not convert string to float: '٣x'\n"},
		{"named escapes",
			"print('\\N{BLACK HEART SUIT}\\N{greek capital letter omega}', '\\N{LATIN SMALL LETTER E WITH ACUTE}' == 'é', r'\\N{x}', f'{1}\\N{EM DASH}{2}', len('\\N{CJK UNIFIED IDEOGRAPH-4E2D}'))",
			"♥Ω True \\N{x} 1—2 1\n"},
		{"ord",
			"print(ord('\\ufffd'), ord('😀'), ord(b'a'))\ntry:\n    ord('ab')\nexcept TypeError as e:\n    print(e)",
			"65533 128512 97\nord() expected a character, but string of length 2 found\n"},
		{"bytes are ascii only",
			"b = b'caf\\xe9 \\xb5x ok\\xa0'\nprint(b.upper(), b.title(), b.swapcase(), b'\\xe9'.isalpha(), b'\\xa0'.isspace(), b' \\xa0x\\xa0 '.strip(), b'a\\x1cb c'.split(), b'a\\x0bb\\x85c\\r\\nd'.splitlines(), b'xxaxx'.strip(b'x'), b'a,b'.split(sep=b','))",
			"b'CAF\\xe9 \\xb5X OK\\xa0' b'Caf\\xe9 \\xb5X Ok\\xa0' b'CAF\\xe9 \\xb5X OK\\xa0' False False b'\\xa0x\\xa0' [b'a\\x1cb', b'c'] [b'a\\x0bb\\x85c', b'd'] b'a' [b'a', b'b']\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// TestCodecs checks str.encode, bytes.decode and the codecs module against
// CPython 3.11: codecs, error handlers, and the exceptions' wording and
// spans.
func TestCodecs(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"encode",
			"s = 'naïve ☕ 😀'\nfor enc in ('utf-8', 'utf-16', 'utf-16-le', 'utf-32-be', 'UTF8', 'latin_1'):\n    try:\n        print(enc, s.encode(enc)[:12])\n    except UnicodeEncodeError as e:\n        print(enc, e)\nprint(s.encode('ascii', 'ignore'), s.encode('ascii', 'replace'), s.encode('ascii', 'xmlcharrefreplace'), s.encode('ascii', 'backslashreplace'), 'é\\u1234'.encode('ascii', 'namereplace'))\nprint('é€'.encode('cp1252'), 'é'.encode('utf-8-sig'), bytes('é', 'latin-1'), bytearray('é', 'utf-16-le'))",
			"utf-8 b'na\\xc3\\xafve \\xe2\\x98\\x95 \\xf0'\nutf-16 b'\\xff\\xfen\\x00a\\x00\\xef\\x00v\\x00e\\x00'\nutf-16-le b'n\\x00a\\x00\\xef\\x00v\\x00e\\x00 \\x00'\nutf-32-be b'\\x00\\x00\\x00n\\x00\\x00\\x00a\\x00\\x00\\x00\\xef'\nUTF8 b'na\\xc3\\xafve \\xe2\\x98\\x95 \\xf0'\nlatin_1 'latin-1' codec can't encode character '\\u2615' in position 6: ordinal not in range(256)\nb'nave  ' b'na?ve ? ?' b'na&#239;ve &#9749; &#128512;' b'na\\\\xefve \\\\u2615 \\\\U0001f600' b'\\\\N{LATIN SMALL LETTER E WITH ACUTE}\\\\N{ETHIOPIC SYLLABLE SEE}'\nb'\\xe9\\x80' b'\\xef\\xbb\\xbf\\xc3\\xa9' b'\\xe9' bytearray(b'\\xe9\\x00')\n"},
		{"encode errors",
			"for s, enc in (('Ω', 'ascii'), ('abĀāc', 'latin-1'), ('Ā', 'cp1252')):\n    try:\n        s.encode(enc)\n    except UnicodeEncodeError as e:\n        print(e, '|', e.encoding, e.start, e.end, e.reason)\ntry:\n    'é'.encode('ascii', 'bogus')\nexcept LookupError as e:\n    print(e)\ntry:\n    'x'.encode('utf-9')\nexcept LookupError as e:\n    print(e)",
			"'ascii' codec can't encode character '\\u03a9' in position 0: ordinal not in range(128) | ascii 0 1 ordinal not in range(128)\n'latin-1' codec can't encode characters in position 2-3: ordinal not in range(256) | latin-1 2 4 ordinal not in range(256)\n'charmap' codec can't encode character '\\u0100' in position 0: character maps to <undefined> | charmap 0 1 character maps to <undefined>\nunknown error handler name 'bogus'\nunknown encoding: utf-9\n"},
		{"decode",
			"bad = b'caf\\xe9 ok \\xff'\nprint(bad.decode('utf-8', 'replace'), bad.decode('utf-8', 'ignore'), bad.decode('latin-1'), bad.decode('utf-8', 'backslashreplace'))\nprint(b'\\xe2\\x82x'.decode('utf-8', 'replace'), b'\\xed\\xa0\\x80'.decode('utf-8', 'replace'), b'\\xff\\xfea\\x00'.decode('utf-16'), b'\\xfe\\xff\\x00a'.decode('utf-16'), b'\\xef\\xbb\\xbfx'.decode('utf-8-sig'), b'\\x80\\x9f'.decode('cp1252'), str(b'caf\\xe9', 'latin-1'), bytearray(b'\\xc3\\xa9').decode())",
			"caf� ok � caf ok  café ok ÿ caf\\xe9 ok \\xff\n�x ��� a a x €Ÿ café é\n"},
		{"decode errors",
			"for b, enc in ((b'caf\\xe9 ok', 'utf-8'), (b'ab\\xf0\\x9f\\x98', 'utf-8'), (b'\\xc0\\xaf', 'utf-8'), (b'a\\x00b', 'utf-16-le'), (b'\\x00\\xdc', 'utf-16'), (b'\\x00\\x00\\x11\\x00', 'utf-32-le'), (b'\\x81', 'cp1252'), (b'\\xe9', 'ascii')):\n    try:\n        b.decode(enc)\n    except UnicodeDecodeError as e:\n        print(e, '|', e.start, e.end, e.reason, isinstance(e, ValueError))",
			"'utf-8' codec can't decode byte 0xe9 in position 3: invalid continuation byte | 3 4 invalid continuation byte True\n'utf-8' codec can't decode bytes in position 2-4: unexpected end of data | 2 5 unexpected end of data True\n'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte | 0 1 invalid start byte True\n'utf-16-le' codec can't decode byte 0x62 in position 2: truncated data | 2 3 truncated data True\n'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding | 0 2 illegal encoding True\n'utf-32-le' codec can't decode bytes in position 0-3: code point not in range(0x110000) | 0 4 code point not in range(0x110000) True\n'charmap' codec can't decode byte 0x81 in position 0: character maps to <undefined> | 0 1 character maps to <undefined> True\n'ascii' codec can't decode byte 0xe9 in position 0: ordinal not in range(128) | 0 1 ordinal not in range(128) True\n"},
		{"escape codecs",
			"s = 'Zürich → 東京 🚀\\t\\\\'\nprint(s.encode('unicode_escape'), s.encode('raw_unicode_escape'))\nprint(b'\\\\u00fc\\\\x41\\\\101\\\\N{SNOWMAN}\\\\n'.decode('unicode_escape'), b'\\\\u00e9\\\\x41'.decode('raw_unicode_escape'))\ntry:\n    b'\\\\x4'.decode('unicode_escape')\nexcept UnicodeDecodeError as e:\n    print(e)",
			"b'Z\\\\xfcrich \\\\u2192 \\\\u6771\\\\u4eac \\\\U0001f680\\\\t\\\\\\\\' b'Z\\xfcrich \\\\u2192 \\\\u6771\\\\u4eac \\\\U0001f680\\t\\\\'\nüAA☃\n é\\x41\n'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape\n"},
		{"codecs module",
			"import codecs\nprint(codecs.encode('é', 'utf-8'), codecs.decode(b'\\xe9', 'latin-1'), codecs.BOM_UTF8, codecs.decode(b'\\\\u00e9', 'unicode_escape'))",
			"b'\\xc3\\xa9' é b'\\xef\\xbb\\xbf' é\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// TestUnicodedata checks unicodedata against CPython 3.11.
func TestUnicodedata(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"names",
			"import unicodedata as u\nprint([u.name(c) for c in '中한😀é'], u.name('\\x00', '-'), u.lookup('SNOWMAN'), u.lookup('latin small letter sharp s'), u.lookup('CJK UNIFIED IDEOGRAPH-4E2D'), u.lookup('HANGUL SYLLABLE HAN'), u.lookup('BYTE ORDER MARK') == '\\ufeff')\nfor bad in ('NOPE', 'cjk unified ideograph-4e2d'):\n    try:\n        u.lookup(bad)\n    except KeyError as e:\n        print(e)\ntry:\n    u.name('\\x00')\nexcept ValueError as e:\n    print(e)",
			"['CJK UNIFIED IDEOGRAPH-4E2D', 'HANGUL SYLLABLE HAN', 'GRINNING FACE', 'LATIN SMALL LETTER E WITH ACUTE'] - ☃ ß 中 한 True\n\"undefined character name 'NOPE'\"\n\"undefined character name 'cjk unified ideograph-4e2d'\"\nno such name\n"},
		{"numeric values",
			"import unicodedata as u\nprint(u.numeric('½'), u.numeric('三'), u.numeric('⅓'), u.digit('①'), u.digit('²'), u.decimal('٣'), u.numeric('x', None))\nfor f in (u.decimal, u.digit, u.numeric):\n    try:\n        f('Ⅻ' if f is not u.numeric else 'x')\n    except ValueError as e:\n        print(e)",
			"0.5 3.0 0.3333333333333333 1 2 3 None\nnot a decimal\nnot a digit\nnot a numeric character\n"},
		{"properties",
			"import unicodedata as u\nprint([u.east_asian_width(c) for c in 'aｱア中😀é'], [u.category(c) for c in 'aÅ٣ \\u0301'], u.bidirectional('א'), u.bidirectional('1'), u.mirrored('('), u.mirrored('a'), u.combining('\\u0301'))\nprint(u.normalize('NFKC', 'ﬁ ① ² Ｆｕｌｌ'), u.normalize('NFD', '한'), u.is_normalized('NFC', 'cafe\\u0301'))",
			"['Na', 'H', 'W', 'W', 'W', 'A'] ['Ll', 'Lu', 'Nd', 'Zs', 'Mn'] R EN 1 0 230\nfi 1 2 Full 한 False\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// TestReLikeCPython checks that re reports bad patterns and templates with
// CPython 3.11's messages and positions, and the matching details where
// regexp2 and Python differ: Unicode \w and \b, empty matches, possessive
// repeats, lastindex, pos and endpos.
func TestReLikeCPython(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"pattern errors",
			"import re\nfor p in ['(unclosed', 'abc)', '*abc', 'a**', 'a{2}{3}', '[abc', r'\\q', r'[\\q]', '(?P<n>a)(?P=m)', '(?P<1a>x)', '(?P<n>a)(?P<n>b)', '(?<n>a)', 'a{3,2}', '[z-a]', r'(a)\\2', 'abc(?i)', 'a\\n(b', r'[\\d-z]', r'\\x4', '(?', '(?iq)', '(?i-x)', r'\\400', r'(a\\1)']:\n    try:\n        re.compile(p)\n    except re.error as e:\n        print(e, '|', e.msg, e.pos, e.lineno, e.colno)",
			"missing ), unterminated subpattern at position 0 | missing ), unterminated subpattern 0 1 1\nunbalanced parenthesis at position 3 | unbalanced parenthesis 3 1 4\nnothing to repeat at position 0 | nothing to repeat 0 1 1\nmultiple repeat at position 2 | multiple repeat 2 1 3\nmultiple repeat at position 4 | multiple repeat 4 1 5\nunterminated character set at position 0 | unterminated character set 0 1 1\nbad escape \\q at position 0 | bad escape \\q 0 1 1\nbad escape \\q at position 1 | bad escape \\q 1 1 2\nunknown group name 'm' at position 12 | unknown group name 'm' 12 1 13\nbad character in group name '1a' at position 4 | bad character in group name '1a' 4 1 5\nredefinition of group name 'n' as group 2; was group 1 at position 12 | redefinition of group name 'n' as group 2; was group 1 12 1 13\nunknown extension ?<n at position 1 | unknown extension ?<n 1 1 2\nmin repeat greater than max repeat at position 2 | min repeat greater than max repeat 2 1 3\nbad character range z-a at position 1 | bad character range z-a 1 1 2\ninvalid group reference 2 at position 4 | invalid group reference 2 4 1 5\nglobal flags not at the start of the expression at position 3 | global flags not at the start of the expression 3 1 4\nmissing ), unterminated subpattern at position 2 (line 2, column 1) | missing ), unterminated subpattern 2 2 1\nbad character range \\d-z at position 1 | bad character range \\d-z 1 1 2\nincomplete escape \\x4 at position 0 | incomplete escape \\x4 0 1 1\nunexpected end of pattern at position 2 | unexpected end of pattern 2 1 3\nunknown flag at position 3 | unknown flag 3 1 4\nmissing : at position 5 | missing : 5 1 6\noctal escape value \\400 outside of range 0-0o377 at position 0 | octal escape value \\400 outside of range 0-0o377 0 1 1\ncannot refer to an open group at position 2 | cannot refer to an open group 2 1 3\n"},
		{"look-behind and flags",
			"import re\ntry:\n    re.compile('(?<=a+)b')\nexcept re.error as e:\n    print(e, e.pos, e.pattern)\nprint(re.findall(r'(?a)\\w+', 'é1 x2'), re.findall(r'(?i:A)b', 'ab Ab aB'), re.findall(r'a{,2}', 'aaa'), re.findall(r'\\N{SNOWMAN}|\\U0001F600|\\é', '☃😀é'))",
			"look-behind requires fixed-width pattern None None\n['1', 'x2'] ['ab', 'Ab'] ['aa', 'a', ''] ['☃', '😀', 'é']\n"},
		{"template errors",
			"import re\nfor t in [r'\\2', r'\\g<x>', r'\\q', r'\\g<a', r'\\g', '\\\\']:\n    try:\n        re.sub('(a)', t, 'a')\n    except (re.error, IndexError) as e:\n        print(type(e).__name__, e)\nprint(re.sub('(a)', r'\\101\\0[\\1]\\g<1>', 'a'), re.sub('(a)|b', r'[\\1]', 'ab'))",
			"error invalid group reference 2 at position 1\nIndexError unknown group name 'x'\nerror bad escape \\q at position 0\nerror missing >, unterminated name at position 3\nerror missing < at position 2\nerror bad escape (end of pattern) at position 0\nA\u0000[a]a [a][]\n"},
		{"unicode word class",
			"import re, unicodedata\ns = unicodedata.normalize('NFD', 'Café x² ‿a_b')\nprint(re.findall(r'\\w+', s), re.sub(r'[^\\w\\s]', '', s), re.findall(r'[^\\W\\d_]+', s), re.findall(r'\\b\\w', s), re.findall(r'\\w+', s, re.A))",
			"['Cafe', 'x²', 'a_b'] Cafe x² a_b ['Cafe', 'x²', 'a', 'b'] ['C', 'x', 'a'] ['Cafe', 'x', 'a_b']\n"},
		{"empty matches and possessive repeats",
			"import re\nprint(re.sub('|x', '-', 'axb'), re.findall(r'\\d*', 'a12b'), re.sub('x*', '-', 'abxd'), re.split('x*', 'axbc'), [m.span() for m in re.finditer(r' *?', 'a  b')])\nprint(re.findall(r'a++b', 'aaab'), re.findall(r'a*+a', 'aaa'), re.findall(r'\"[^\"]*+\"', '\"x\" \"y\"'), re.findall(r'(?:ab)++c', 'ababc'))",
			"-a---b- ['', '12', '', ''] -a-b--d- ['', 'a', '', 'b', 'c', ''] [(0, 0), (1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (4, 4)]\n['aaab'] [] ['\"x\"', '\"y\"'] ['ababc']\n"},
		{"match attributes",
			"import re\nfor p, s in [(r'((a)(?P<q>b))', 'ab'), (r'(a)()', 'a'), (r'((a))', 'a'), (r'(?P<o>(?P<i>a))', 'a'), (r'x', 'x')]:\n    m = re.match(p, s)\n    print(m.lastgroup, m.lastindex)\nm = re.compile(r'(\\d)(x)?').search('ab12', 1, 4)\nprint(m.pos, m.endpos, m.regs, m.span(2), repr(re.compile('a', re.I | re.M)), re.compile('^b').match('ab', 1), re.compile(r'\\d+$').search('a12b', 0, 3))",
			"None 1\nNone 2\nNone 1\no 1\nNone None\n1 4 ((2, 3), (2, 3), (-1, -1)) (-1, -1) re.compile('a', re.IGNORECASE|re.MULTILINE) None <re.Match object; span=(1, 3), match='12'>\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
