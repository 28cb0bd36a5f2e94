package pylib

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
)

// unicodedata covers what text-cleaning code uses: normalize (accent
// stripping via NFKD), category, name/lookup, combining, and the digit
// values.

var unicodeCategories = []string{
	"Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No",
	"Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So",
	"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co",
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
	withDefault := func(fn string, get func(rune) (py.Object, bool)) *py.Method {
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
			if fn == "name" {
				return nil, py.ExceptionNewf(py.ValueError, "no such name")
			}
			return nil, py.ExceptionNewf(py.ValueError, "not a %s", map[string]string{"decimal": "decimal", "digit": "digit", "numeric": "numeric character"}[fn])
		}, 0, "")
	}
	digitValue := func(r rune) (int, bool) {
		if !unicode.Is(unicode.Nd, r) {
			return 0, false
		}
		// Decimal digits come in runs of whole 0-9 sequences.
		z := r
		for z > 0 && unicode.Is(unicode.Nd, z-1) {
			z--
		}
		return int(r-z) % 10, true
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
		py.MustNewMethod("category", func(self, ch py.Object) (py.Object, error) {
			r, err := oneChar("category", ch)
			if err != nil {
				return nil, err
			}
			return py.String(unicodeCategory(r)), nil
		}, 0, ""),
		py.MustNewMethod("combining", func(self, ch py.Object) (py.Object, error) {
			r, err := oneChar("combining", ch)
			if err != nil {
				return nil, err
			}
			return py.Int(norm.NFD.PropertiesString(string(r)).CCC()), nil
		}, 0, ""),
		py.MustNewMethod("lookup", func(self, name py.Object) (py.Object, error) {
			s, ok := name.(py.String)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "lookup() argument must be str")
			}
			want := strings.ToUpper(string(s))
			for r := rune(0); r <= unicode.MaxRune; r++ {
				if runenames.Name(r) == want {
					return py.String(string(r)), nil
				}
			}
			return nil, py.ExceptionNewf(py.KeyError, "undefined character name '%s'", string(s))
		}, 0, ""),
		withDefault("name", func(r rune) (py.Object, bool) {
			n := runenames.Name(r)
			if n == "" || strings.HasPrefix(n, "<") {
				return nil, false
			}
			return py.String(n), true
		}),
		withDefault("decimal", func(r rune) (py.Object, bool) {
			d, ok := digitValue(r)
			return py.Int(d), ok
		}),
		withDefault("digit", func(r rune) (py.Object, bool) {
			d, ok := digitValue(r)
			return py.Int(d), ok
		}),
		withDefault("numeric", func(r rune) (py.Object, bool) {
			d, ok := digitValue(r)
			return py.Float(d), ok
		}),
	}
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "unicodedata", FileDesc: "<pylib unicodedata>"},
		Methods: methods,
		Globals: py.StringDict{"unidata_version": py.String("15.0.0")},
	})
}
