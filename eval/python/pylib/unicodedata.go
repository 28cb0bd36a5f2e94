package pylib

//go:generate go run gen_unicodetables.go -ucd /usr/share/unicode

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
	"github.com/rlm-go/rlm/eval/python/pyrewrite"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
	"golang.org/x/text/width"
)

// unicodedata covers what text-cleaning code uses: normalize (accent
// stripping via NFKD), category, name/lookup, combining, the numeric
// values, east_asian_width (display width), bidirectional and mirrored.
// golang.org/x/text answers most of it; unicodetables.go holds the rest.

var unicodeCategories = []string{
	"Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No",
	"Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So",
	"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co",
}

type runeRange struct{ lo, hi rune }

func inRanges(rs []runeRange, r rune) bool {
	i := sort.Search(len(rs), func(i int) bool { return rs[i].hi >= r })
	return i < len(rs) && rs[i].lo <= r
}

func oneChar(fn string, o py.Object) (rune, error) {
	s, ok := o.(py.String)
	if !ok {
		return 0, py.ExceptionNewf(py.TypeError, "%s() argument must be a unicode character, not %s", fn, o.Type().Name)
	}
	if utf8.RuneCountInString(string(s)) != 1 {
		return 0, py.ExceptionNewf(py.TypeError, "%s() argument must be a unicode character, not str", fn)
	}
	r, _ := utf8.DecodeRuneInString(string(s))
	return r, nil
}

func unicodeCategory(r rune) string {
	for _, c := range unicodeCategories {
		if unicode.Is(unicode.Categories[c], r) {
			return c
		}
	}
	return "Cn"
}

// Hangul syllable names are made from the names of their jamo (Unicode
// chapter 3.12): lead consonant, vowel and optional trailing consonant.
const (
	hangulBase  = 0xAC00
	hangulCount = 19 * 21 * 28
)

var (
	jamoLead  = strings.Split("G GG N D DD R M B BB S SS  J JJ C K T P H", " ")
	jamoVowel = strings.Split("A AE YA YAE EO E YEO YE O WA WAE OE YO U WEO WE WI YU EU YI I", " ")
	jamoTail  = strings.Split(" G GG GS N NJ NH D L LG LM LB LS LT LP LH M B BS S SS NG J C K T P H", " ")
)

// charName is unicodedata.name: the UCD name, or the names Unicode derives
// for CJK ideographs and Hangul syllables, which x/text only labels.
// (CPython 3.11 leaves Tangut ideographs unnamed; so do we.)
func charName(r rune) (string, bool) {
	if r >= hangulBase && r < hangulBase+hangulCount {
		i := int(r - hangulBase)
		return "HANGUL SYLLABLE " + jamoLead[i/(21*28)] + jamoVowel[i%(21*28)/28] + jamoTail[i%28], true
	}
	n := runenames.Name(r)
	switch {
	case n == "":
		return "", false
	case strings.HasPrefix(n, "<CJK Ideograph"):
		return fmt.Sprintf("CJK UNIFIED IDEOGRAPH-%04X", r), true
	case strings.HasPrefix(n, "<"):
		return "", false // controls, surrogates, private use
	}
	return n, true
}

// lookupName is unicodedata.lookup and \N{...}: names and the formal
// aliases in any case, and the derived ideograph and Hangul syllable names
// spelled exactly (upper case, four or five hex digits), as CPython wants.
func lookupName(name string) (rune, bool) {
	if hex, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok {
		if len(hex) < 4 || len(hex) > 5 || strings.Trim(hex, "0123456789ABCDEF") != "" {
			return 0, false
		}
		v, _ := strconv.ParseUint(hex, 16, 32)
		r := rune(v)
		return r, strings.HasPrefix(runenames.Name(r), "<CJK Ideograph")
	}
	if strings.HasPrefix(name, "HANGUL SYLLABLE ") {
		for r := rune(hangulBase); r < hangulBase+hangulCount; r++ {
			if n, _ := charName(r); n == name {
				return r, true
			}
		}
		return 0, false
	}
	name = strings.ToUpper(name)
	if r, ok := nameAliases[name]; ok {
		return r, true
	}
	return pyrewrite.FormalName(name)
}

// eastAsianWidth is unicodedata.east_asian_width's one- or two-letter code.
func eastAsianWidth(r rune) string {
	switch width.LookupRune(r).Kind() {
	case width.EastAsianAmbiguous:
		return "A"
	case width.EastAsianWide:
		return "W"
	case width.EastAsianFullwidth:
		return "F"
	case width.EastAsianHalfwidth:
		return "H"
	case width.EastAsianNarrow:
		return "Na"
	}
	return "N"
}

var bidiClassNames = map[bidi.Class]string{
	bidi.L: "L", bidi.R: "R", bidi.EN: "EN", bidi.ES: "ES", bidi.ET: "ET", bidi.AN: "AN",
	bidi.CS: "CS", bidi.B: "B", bidi.S: "S", bidi.WS: "WS", bidi.ON: "ON", bidi.BN: "BN",
	bidi.NSM: "NSM", bidi.AL: "AL", bidi.LRO: "LRO", bidi.RLO: "RLO", bidi.LRE: "LRE",
	bidi.RLE: "RLE", bidi.PDF: "PDF", bidi.LRI: "LRI", bidi.RLI: "RLI", bidi.FSI: "FSI", bidi.PDI: "PDI",
}

// bidiClass is unicodedata.bidirectional: "" for unassigned characters.
func bidiClass(r rune) string {
	if unicodeCategory(r) == "Cn" {
		return ""
	}
	p, _ := bidi.LookupRune(r)
	return bidiClassNames[p.Class()]
}

func installUnicodedata() {
	forms := map[string]norm.Form{"NFC": norm.NFC, "NFD": norm.NFD, "NFKC": norm.NFKC, "NFKD": norm.NFKD}
	form := func(o py.Object) (norm.Form, error) {
		s, _ := o.(py.String)
		f, ok := forms[string(s)]
		if !ok {
			return 0, py.ExceptionNewf(py.ValueError, "invalid normalization form")
		}
		return f, nil
	}
	str2 := func(fn string, args py.Tuple) (norm.Form, string, error) {
		var f, s py.Object
		if err := py.UnpackTuple(args, nil, fn, 2, 2, &f, &s); err != nil {
			return 0, "", err
		}
		nf, err := form(f)
		if err != nil {
			return 0, "", err
		}
		str, ok := s.(py.String)
		if !ok {
			return 0, "", py.ExceptionNewf(py.TypeError, "%s() argument 2 must be str, not %s", fn, s.Type().Name)
		}
		return nf, string(str), nil
	}
	// withDefault answers the lookup functions that take an optional
	// default returned instead of raising ValueError.
	withDefault := func(fn, missing string, get func(rune) (py.Object, bool)) *py.Method {
		return py.MustNewMethod(fn, func(self py.Object, args py.Tuple) (py.Object, error) {
			var ch, dflt py.Object
			if err := py.UnpackTuple(args, nil, fn, 1, 2, &ch, &dflt); err != nil {
				return nil, err
			}
			r, err := oneChar(fn, ch)
			if err != nil {
				return nil, err
			}
			if v, ok := get(r); ok {
				return v, nil
			}
			if dflt != nil {
				return dflt, nil
			}
			return nil, py.ExceptionNewf(py.ValueError, "%s", missing)
		}, 0, "")
	}
	// numeric answers decimal, digit and numeric: characters of numeric
	// type up to weakest qualify.
	numeric := func(weakest numericKind, value func(num, den int64) py.Object) func(rune) (py.Object, bool) {
		return func(r rune) (py.Object, bool) {
			k, num, den := numericOf(r)
			if k == numNone || k > weakest {
				return nil, false
			}
			return value(num, den), true
		}
	}
	intValue := func(num, den int64) py.Object { return py.Int(num) }
	charProp := func(fn string, get func(rune) py.Object) *py.Method {
		return py.MustNewMethod(fn, func(self, ch py.Object) (py.Object, error) {
			r, err := oneChar(fn, ch)
			if err != nil {
				return nil, err
			}
			return get(r), nil
		}, 0, "")
	}
	methods := []*py.Method{
		py.MustNewMethod("normalize", func(self py.Object, args py.Tuple) (py.Object, error) {
			f, s, err := str2("normalize", args)
			if err != nil {
				return nil, err
			}
			return py.String(f.String(s)), nil
		}, 0, ""),
		py.MustNewMethod("is_normalized", func(self py.Object, args py.Tuple) (py.Object, error) {
			f, s, err := str2("is_normalized", args)
			if err != nil {
				return nil, err
			}
			return py.NewBool(f.IsNormalString(s)), nil
		}, 0, ""),
		charProp("category", func(r rune) py.Object { return py.String(unicodeCategory(r)) }),
		charProp("combining", func(r rune) py.Object { return py.Int(norm.NFD.PropertiesString(string(r)).CCC()) }),
		charProp("east_asian_width", func(r rune) py.Object { return py.String(eastAsianWidth(r)) }),
		charProp("bidirectional", func(r rune) py.Object { return py.String(bidiClass(r)) }),
		charProp("mirrored", func(r rune) py.Object {
			if inRanges(mirroredRanges, r) {
				return py.Int(1)
			}
			return py.Int(0)
		}),
		py.MustNewMethod("lookup", func(self, name py.Object) (py.Object, error) {
			s, ok := name.(py.String)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "lookup() argument must be str, not %s", name.Type().Name)
			}
			if r, ok := lookupName(string(s)); ok {
				return py.String(string(r)), nil
			}
			return nil, py.ExceptionNewf(py.KeyError, "undefined character name '%s'", string(s))
		}, 0, ""),
		withDefault("name", "no such name", func(r rune) (py.Object, bool) {
			n, ok := charName(r)
			return py.String(n), ok
		}),
		withDefault("decimal", "not a decimal", numeric(numDecimal, intValue)),
		withDefault("digit", "not a digit", numeric(numDigit, intValue)),
		withDefault("numeric", "not a numeric character", numeric(numNumeric, func(num, den int64) py.Object {
			return py.Float(float64(num) / float64(den))
		})),
	}
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "unicodedata", FileDesc: "<pylib unicodedata>"},
		Methods: methods,
		Globals: py.StringDict{"unidata_version": py.String(ucdVersion)},
	})
}
