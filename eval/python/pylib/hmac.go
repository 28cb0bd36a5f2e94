package pylib

import (
	"crypto/hmac"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"hash"

	"github.com/go-python/gpython/py"
)

// hmac after CPython 3.11's, over Go's crypto/hmac and the digests
// hashlib offers.

var hmacType = py.NewType("HMAC", "RFC 2104 HMAC class.  Also complies with RFC 4231.")

type hmacObj struct {
	name string // the digest's hashlib name
	mac  hash.Hash
}

func (h *hmacObj) Type() *py.Type { return hmacType }

func (h *hmacObj) M__repr__() (py.Object, error) {
	return py.String(fmt.Sprintf("<hmac.HMAC object at %p>", h)), nil
}

// hmacDigest resolves digestmod, a hashlib name or constructor, to the
// digest's name and Go constructor.
func hmacDigest(digestmod py.Object) (string, func() hash.Hash, error) {
	if s, ok := digestmod.(py.String); ok {
		if s == "" {
			return "", nil, py.ExceptionNewf(py.TypeError, "Missing required parameter 'digestmod'.")
		}
		mk := hashFactory(string(s))
		if mk == nil {
			return "", nil, py.ExceptionNewf(py.ValueError, "unsupported hash type %s", string(s))
		}
		return canonicalHashName(string(s)), mk, nil
	}
	made, err := py.Call(digestmod, nil, nil)
	if err != nil {
		return "", nil, err
	}
	h, ok := made.(*hashObj)
	if !ok || h.h == nil {
		return "", nil, py.ExceptionNewf(py.TypeError, "hmac digestmod must make a hashlib hash, not '%s'", made.Type().Name)
	}
	return h.name, hashFactory(h.name), nil
}

// newHMAC is HMAC(key, msg=None, digestmod=”).
func newHMAC(args py.Tuple, kwargs py.StringDict, fn string) (py.Object, error) {
	var key, msg, digestmod py.Object = nil, py.None, py.String("")
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:"+fn, []string{"key", "msg", "digestmod"}, &key, &msg, &digestmod); err != nil {
		return nil, err
	}
	k, ok := bytesOf(key)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "key: expected bytes or bytearray, but got '%s'", key.Type().Name)
	}
	name, mk, err := hmacDigest(digestmod)
	if err != nil {
		return nil, err
	}
	h := &hmacObj{name: name, mac: hmac.New(mk, k)}
	if msg != py.None {
		b, err := hashInput(msg)
		if err != nil {
			return nil, err
		}
		h.mac.Write(b)
	}
	return h, nil
}

// compareDigest is hmac.compare_digest: both ASCII str or both bytes.
func compareDigest(self py.Object, args py.Tuple) (py.Object, error) {
	var a, b py.Object
	if err := py.UnpackTuple(args, nil, "compare_digest", 2, 2, &a, &b); err != nil {
		return nil, err
	}
	sa, aStr := a.(py.String)
	sb, bStr := b.(py.String)
	if aStr && bStr {
		for _, s := range []py.String{sa, sb} {
			for i := 0; i < len(s); i++ {
				if s[i] >= 0x80 {
					return nil, py.ExceptionNewf(py.TypeError, "comparing strings with non-ASCII characters is not supported")
				}
			}
		}
		return py.NewBool(subtle.ConstantTimeCompare([]byte(sa), []byte(sb)) == 1), nil
	}
	ba, aBytes := bytesOf(a)
	bb, bBytes := bytesOf(b)
	switch {
	case !aBytes && !bBytes:
		return nil, py.ExceptionNewf(py.TypeError, "unsupported operand types(s) or combination of types: '%s' and '%s'", a.Type().Name, b.Type().Name)
	case !aBytes:
		return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not '%s'", a.Type().Name)
	case !bBytes:
		return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not '%s'", b.Type().Name)
	}
	return py.NewBool(subtle.ConstantTimeCompare(ba, bb) == 1), nil
}

func installHmac() {
	hmacType.Dict["__module__"] = py.String("hmac")
	hmacType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return newHMAC(args, kwargs, "HMAC")
	}
	self := func(o py.Object) *hmacObj { return o.(*hmacObj) }
	hmacType.Dict["update"] = py.MustNewMethod("update", func(o, msg py.Object) (py.Object, error) {
		b, err := hashInput(msg)
		if err != nil {
			return nil, err
		}
		self(o).mac.Write(b)
		return py.None, nil
	}, 0, "Feed data from msg into this hashing object.")
	hmacType.Dict["digest"] = py.MustNewMethod("digest", func(o py.Object) (py.Object, error) {
		return py.Bytes(self(o).mac.Sum(nil)), nil
	}, 0, "Return the hash value of this hashing object.")
	hmacType.Dict["hexdigest"] = py.MustNewMethod("hexdigest", func(o py.Object) (py.Object, error) {
		return py.String(hex.EncodeToString(self(o).mac.Sum(nil))), nil
	}, 0, "Like digest(), but returns a string of hexadecimal digits instead.")
	hmacType.Dict["copy"] = py.MustNewMethod("copy", func(o py.Object) (py.Object, error) {
		c, err := self(o).mac.(hash.Cloner).Clone()
		if err != nil {
			return nil, py.ExceptionNewf(py.ValueError, "%s", err.Error())
		}
		return &hmacObj{name: self(o).name, mac: c}, nil
	}, 0, "Return a separate copy of this hashing object.")
	hmacType.Dict["name"] = &py.Property{Fget: func(o py.Object) (py.Object, error) { return py.String("hmac-" + self(o).name), nil }}
	hmacType.Dict["digest_size"] = &py.Property{Fget: func(o py.Object) (py.Object, error) { return py.Int(self(o).mac.Size()), nil }}
	blockSize := &py.Property{Fget: func(o py.Object) (py.Object, error) { return py.Int(self(o).mac.BlockSize()), nil }}
	hmacType.Dict["block_size"] = blockSize
	hmacType.Dict["blocksize"] = blockSize
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{Name: "hmac", FileDesc: "<pylib hmac>"},
		Methods: []*py.Method{
			py.MustNewMethod("new", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
				return newHMAC(args, kwargs, "new")
			}, 0, "Create a new hashing object and return it."),
			py.MustNewMethod("digest", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
				var key, msg, digest py.Object
				if err := py.ParseTupleAndKeywords(args, kwargs, "OOO:digest", []string{"key", "msg", "digest"}, &key, &msg, &digest); err != nil {
					return nil, err
				}
				h, err := newHMAC(py.Tuple{key, msg, digest}, nil, "digest")
				if err != nil {
					return nil, err
				}
				return py.Bytes(h.(*hmacObj).mac.Sum(nil)), nil
			}, 0, "Fast inline implementation of HMAC."),
			py.MustNewMethod("compare_digest", compareDigest, 0, "Return 'a == b'."),
		},
		Globals: py.StringDict{"HMAC": hmacType, "digest_size": py.None},
	})
}
