package pylib

import (
	"crypto/md5"
	"crypto/pbkdf2"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"hash"
	"sort"
	"strings"

	"github.com/go-python/gpython/py"
)

// hashlib after CPython 3.11's: the OpenSSL-backed constructors (md5,
// sha1, sha2, sha3, shake) make _hashlib.HASH or HASHXOF objects, blake2b
// and blake2s are classes of their own (_blake2), and new(name) looks
// names up as OpenSSL would for the common ones.

var (
	hashType        = py.NewType("HASH", "A hash is an object used to calculate a checksum of a string of information.")
	hashXOFType     = py.NewType("HASHXOF", "A hash is an object used to calculate a checksum of a string of information.")
	blake2bType     = py.NewType("blake2b", "Return a new BLAKE2b hash object.")
	blake2sType     = py.NewType("blake2s", "Return a new BLAKE2s hash object.")
	hashObjectTypes = []*py.Type{hashType, hashXOFType, blake2bType, blake2sType}
)

// hashObj is one running hash. Exactly one of h and xof is set.
type hashObj struct {
	name string
	h    hash.Hash
	xof  *sha3.SHAKE
	typ  *py.Type
}

func (o *hashObj) Type() *py.Type { return o.typ }

func (o *hashObj) M__repr__() (py.Object, error) {
	if o.typ == blake2bType || o.typ == blake2sType {
		return py.String(fmt.Sprintf("<_blake2.%s object at %p>", o.typ.Name, o)), nil
	}
	return py.String(fmt.Sprintf("<%s _hashlib.%s object @ %p>", o.name, o.typ.Name, o)), nil
}

// Hash objects compare by identity, as objects without __eq__ do.
func (o *hashObj) M__eq__(other py.Object) (py.Object, error) {
	return py.NewBool(o == other), nil
}

func (o *hashObj) M__ne__(other py.Object) (py.Object, error) {
	return py.NewBool(o != other), nil
}

// fixedHashes are the OpenSSL digests hashlib offers by name.
var fixedHashes = map[string]func() hash.Hash{
	"md5":        md5.New,
	"sha1":       sha1.New,
	"sha224":     sha256.New224,
	"sha256":     sha256.New,
	"sha384":     sha512.New384,
	"sha512":     sha512.New,
	"sha512_224": sha512.New512_224,
	"sha512_256": sha512.New512_256,
	"sha3_224":   func() hash.Hash { return sha3.New224() },
	"sha3_256":   func() hash.Hash { return sha3.New256() },
	"sha3_384":   func() hash.Hash { return sha3.New384() },
	"sha3_512":   func() hash.Hash { return sha3.New512() },
}

var xofHashes = map[string]func() *sha3.SHAKE{
	"shake_128": sha3.NewSHAKE128,
	"shake_256": sha3.NewSHAKE256,
}

// guaranteedHashes is hashlib.algorithms_guaranteed.
var guaranteedHashes = []string{"blake2b", "blake2s", "md5", "sha1", "sha224", "sha256", "sha384",
	"sha3_224", "sha3_256", "sha3_384", "sha3_512", "sha512", "shake_128", "shake_256"}

// hashInput is the bytes a hash object is fed, with CPython's refusals.
func hashInput(o py.Object) ([]byte, error) {
	if b, ok := bytesOf(o); ok {
		return b, nil
	}
	if _, ok := o.(py.String); ok {
		return nil, py.ExceptionNewf(py.TypeError, "Strings must be encoded before hashing")
	}
	return nil, py.ExceptionNewf(py.TypeError, "object supporting the buffer API required")
}

// bytesArg is a bytes-like argument other than the data (keys, salts).
func bytesArg(o py.Object) ([]byte, error) {
	if b, ok := bytesOf(o); ok {
		return b, nil
	}
	return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not '%s'", o.Type().Name)
}

func (o *hashObj) write(data py.Object) error {
	if data == nil {
		return nil
	}
	b, err := hashInput(data)
	if err != nil {
		return err
	}
	if o.xof != nil {
		o.xof.Write(b)
	} else {
		o.h.Write(b)
	}
	return nil
}

// newOpenSSLHash makes a HASH or HASHXOF for a canonical name.
func newOpenSSLHash(name string) *hashObj {
	if mk, ok := fixedHashes[name]; ok {
		return &hashObj{name: name, h: mk(), typ: hashType}
	}
	return &hashObj{name: name, xof: xofHashes[name](), typ: hashXOFType}
}

// opensslConstructor is hashlib.md5 and its kind: (string=b”, *,
// usedforsecurity=True).
func opensslConstructor(name string) *py.Method {
	fn := "openssl_" + name
	return py.MustNewMethod(fn, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) > 1 {
			return nil, py.ExceptionNewf(py.TypeError, "%s() takes at most 1 positional argument (%d given)", fn, len(args))
		}
		var data, secure py.Object
		if err := checkKeywords(fn, kwargs, "string", "usedforsecurity"); err != nil {
			return nil, err
		}
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O$O:"+fn, []string{"string", "usedforsecurity"}, &data, &secure); err != nil {
			return nil, err
		}
		h := newOpenSSLHash(name)
		return h, h.write(data)
	}, 0, "Returns a "+name+" hash object; optionally initialized with a string")
}

// checkKeywords refuses keywords outside allowed in CPython's words.
func checkKeywords(fn string, kwargs py.StringDict, allowed ...string) error {
	for k := range kwargs {
		found := false
		for _, a := range allowed {
			found = found || a == k
		}
		if !found {
			return py.ExceptionNewf(py.TypeError, "'%s' is an invalid keyword argument for %s()", k, fn)
		}
	}
	return nil
}

var blake2Keywords = []string{"digest_size", "key", "salt", "person", "fanout", "depth", "leaf_size",
	"node_offset", "node_depth", "inner_size", "last_node", "usedforsecurity"}

// newBlake2Object is blake2b(data=b”, /, *, digest_size=..., key=b”,
// salt=b”, person=b”, fanout=1, depth=1, leaf_size=0, node_offset=0,
// node_depth=0, inner_size=0, last_node=False, usedforsecurity=True).
func newBlake2Object(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	variant, limit := blake2bVariant, 64
	if t == blake2sType {
		variant, limit = blake2sVariant, 32
	}
	fn := t.Name
	if len(args) > 1 {
		return nil, py.ExceptionNewf(py.TypeError, "%s() takes at most 1 positional argument (%d given)", fn, len(args))
	}
	if err := checkKeywords(fn, kwargs, blake2Keywords...); err != nil {
		return nil, err
	}
	p := &blake2Params{variant: variant, digestSize: limit, fanout: 1, depth: 1}
	intKw := func(name string, dst *int) error {
		if v, ok := kwargs[name]; ok {
			n, err := hashIntArg(v)
			if err != nil {
				return err
			}
			*dst = n
		}
		return nil
	}
	bytesKw := func(name string, dst *[]byte, max int) error {
		if v, ok := kwargs[name]; ok {
			b, err := bytesArg(v)
			if err != nil {
				return err
			}
			if len(b) > max {
				return py.ExceptionNewf(py.ValueError, "maximum %s length is %d bytes", name, max)
			}
			*dst = b
		}
		return nil
	}
	var leaf, offset int
	for _, step := range []error{
		intKw("digest_size", &p.digestSize),
		bytesKw("key", &p.key, limit),
		bytesKw("salt", &p.salt, limit/4),
		bytesKw("person", &p.person, limit/4),
		intKw("fanout", &p.fanout),
		intKw("depth", &p.depth),
		intKw("leaf_size", &leaf),
		intKw("node_offset", &offset),
		intKw("node_depth", &p.nodeDepth),
		intKw("inner_size", &p.innerSize),
	} {
		if step != nil {
			return nil, step
		}
	}
	if p.digestSize < 1 || p.digestSize > limit {
		return nil, py.ExceptionNewf(py.ValueError, "digest_size must be between 1 and %d bytes", limit)
	}
	if p.fanout < 0 || p.fanout > 255 {
		return nil, py.ExceptionNewf(py.ValueError, "fanout must be between 0 and 255")
	}
	if p.depth < 1 || p.depth > 255 {
		return nil, py.ExceptionNewf(py.ValueError, "depth must be between 1 and 255")
	}
	if p.nodeDepth < 0 || p.nodeDepth > 255 {
		return nil, py.ExceptionNewf(py.ValueError, "node_depth must be between 0 and 255")
	}
	if p.innerSize < 0 || p.innerSize > limit {
		return nil, py.ExceptionNewf(py.ValueError, "inner_size must be between 0 and is %d", limit)
	}
	p.leafSize, p.nodeOffset = uint32(leaf), uint64(offset)
	if v, ok := kwargs["last_node"]; ok {
		truth, err := py.MakeBool(v)
		if err != nil {
			return nil, err
		}
		p.lastNode = truth == py.True
	}
	h := &hashObj{name: t.Name, h: newBlake2(p), typ: t}
	if len(args) == 1 {
		return h, h.write(args[0])
	}
	return h, nil
}

// canonicalHashName is the hashlib name new() means by name, or "".
// OpenSSL also knows the SHA-1/SHA-2 family in upper case and with a
// hyphen; the other names must be spelled exactly.
func canonicalHashName(name string) string {
	if _, ok := fixedHashes[name]; ok {
		return name
	}
	if _, ok := xofHashes[name]; ok {
		return name
	}
	if name == "blake2b" || name == "blake2s" {
		return name
	}
	n := strings.ReplaceAll(strings.ToLower(name), "-", "")
	switch n {
	case "md5", "sha1", "sha224", "sha256", "sha384", "sha512":
		return n
	}
	return ""
}

func hashNew(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	kw := kwargs.Copy()
	var nameObj, data py.Object
	if v, ok := kw["name"]; ok {
		nameObj = v
		delete(kw, "name")
	}
	if v, ok := kw["data"]; ok {
		data = v
		delete(kw, "data")
	}
	switch {
	case len(args) > 2:
		return nil, py.ExceptionNewf(py.TypeError, "__hash_new() takes from 1 to 2 positional arguments but %d were given", len(args))
	case len(args) >= 1 && nameObj != nil:
		return nil, py.ExceptionNewf(py.TypeError, "__hash_new() got multiple values for argument 'name'")
	case len(args) == 2 && data != nil:
		return nil, py.ExceptionNewf(py.TypeError, "__hash_new() got multiple values for argument 'data'")
	}
	if len(args) >= 1 {
		nameObj = args[0]
	}
	if len(args) == 2 {
		data = args[1]
	}
	if nameObj == nil {
		return nil, py.ExceptionNewf(py.TypeError, "__hash_new() missing 1 required positional argument: 'name'")
	}
	s, ok := nameObj.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "name must be a string")
	}
	name := canonicalHashName(string(s))
	switch name {
	case "":
		return nil, py.ExceptionNewf(py.ValueError, "unsupported hash type %s", string(s))
	case "blake2b", "blake2s":
		t := blake2bType
		if name == "blake2s" {
			t = blake2sType
		}
		var pos py.Tuple
		if data != nil {
			pos = py.Tuple{data}
		}
		return newBlake2Object(t, pos, kw)
	}
	if err := checkKeywords("new", kw, "usedforsecurity"); err != nil {
		return nil, err
	}
	h := newOpenSSLHash(name)
	return h, h.write(data)
}

// hashFactory is the Go constructor pbkdf2_hmac uses for a hashlib name.
func hashFactory(name string) func() hash.Hash {
	switch n := canonicalHashName(name); n {
	case "blake2b", "blake2s":
		v, size := blake2bVariant, 64
		if n == "blake2s" {
			v, size = blake2sVariant, 32
		}
		return func() hash.Hash {
			return newBlake2(&blake2Params{variant: v, digestSize: size, fanout: 1, depth: 1})
		}
	default:
		return fixedHashes[n]
	}
}

func pbkdf2HMAC(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var name, password, salt, iterations, dklen py.Object = nil, nil, nil, nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OOOO|O:pbkdf2_hmac", []string{"hash_name", "password", "salt", "iterations", "dklen"}, &name, &password, &salt, &iterations, &dklen); err != nil {
		return nil, err
	}
	s, ok := name.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "pbkdf2_hmac() argument 'hash_name' must be str, not %s", name.Type().Name)
	}
	pw, err := bytesArg(password)
	if err != nil {
		return nil, err
	}
	sl, err := bytesArg(salt)
	if err != nil {
		return nil, err
	}
	iters, err := hashIntArg(iterations)
	if err != nil {
		return nil, err
	}
	if iters < 1 {
		return nil, py.ExceptionNewf(py.ValueError, "iteration value must be greater than 0.")
	}
	mk := hashFactory(string(s))
	if mk == nil {
		return nil, py.ExceptionNewf(py.ValueError, "unsupported hash type %s", string(s))
	}
	length := mk().Size()
	if dklen != py.None {
		if length, err = hashIntArg(dklen); err != nil {
			return nil, err
		}
		if length < 1 {
			return nil, py.ExceptionNewf(py.ValueError, "key length must be greater than 0.")
		}
	}
	key, err := pbkdf2.Key(mk, string(pw), sl, iters, length)
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "%s", err.Error())
	}
	return py.Bytes(key), nil
}

// fileDigest is hashlib.file_digest(fileobj, digest): it reads the file
// to its end through fileobj.read.
func fileDigest(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var f, digest py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO:file_digest", []string{"fileobj", "digest"}, &f, &digest); err != nil {
		return nil, err
	}
	var h py.Object
	var err error
	if s, ok := digest.(py.String); ok {
		h, err = hashNew(nil, py.Tuple{s}, nil)
	} else {
		h, err = py.Call(digest, nil, nil)
	}
	if err != nil {
		return nil, err
	}
	read, err := py.GetAttrString(f, "read")
	if err != nil {
		return nil, err
	}
	data, err := py.Call(read, nil, nil)
	if err != nil {
		return nil, err
	}
	update, err := py.GetAttrString(h, "update")
	if err != nil {
		return nil, err
	}
	if _, err := py.Call(update, py.Tuple{data}, nil); err != nil {
		return nil, err
	}
	return h, nil
}

// hashIntArg is an integer argument, refused in CPython's words.
func hashIntArg(o py.Object) (int, error) {
	_, hasIndex := o.(py.I__index__)
	if !hasIndex && dunder(o, "__index__") == nil {
		return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
	}
	return py.IndexInt(o)
}

// digestLength is the length argument of a SHAKE digest.
func digestLength(fn string, args py.Tuple, kwargs py.StringDict) (int, error) {
	var length py.Object
	if v, ok := kwargs["length"]; ok && len(args) == 0 {
		length = v
	} else if len(args) == 1 && len(kwargs) == 0 {
		length = args[0]
	}
	if length == nil {
		return 0, py.ExceptionNewf(py.TypeError, "%s() missing required argument 'length' (pos 1)", fn)
	}
	n, err := hashIntArg(length)
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, py.ExceptionNewf(py.MemoryError, "")
	}
	return n, nil
}

// sum is the digest so far; the hash goes on accepting data.
func (o *hashObj) sum(fn string, args py.Tuple, kwargs py.StringDict) ([]byte, error) {
	if o.xof == nil {
		if len(args)+len(kwargs) > 0 {
			return nil, py.ExceptionNewf(py.TypeError, "%s.%s() takes no arguments (%d given)", o.typ.Name, fn, len(args)+len(kwargs))
		}
		return o.h.Sum(nil), nil
	}
	n, err := digestLength(fn, args, kwargs)
	if err != nil {
		return nil, err
	}
	out := make([]byte, n)
	o.cloneXOF().Read(out)
	return out, nil
}

func (o *hashObj) cloneXOF() *sha3.SHAKE {
	state, _ := o.xof.MarshalBinary()
	c := xofHashes[o.name]()
	c.UnmarshalBinary(state)
	return c
}

func (o *hashObj) clone() (*hashObj, error) {
	c := &hashObj{name: o.name, typ: o.typ}
	if o.xof != nil {
		c.xof = o.cloneXOF()
		return c, nil
	}
	h, err := o.h.(hash.Cloner).Clone()
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "%s", err.Error())
	}
	c.h = h
	return c, nil
}

func installHashObjectMethods(t *py.Type) {
	self := func(o py.Object) *hashObj { return o.(*hashObj) }
	t.Dict["__module__"] = py.String("_hashlib")
	if t == blake2bType || t == blake2sType {
		t.Dict["__module__"] = py.String("_blake2")
		max := 64
		if t == blake2sType {
			max = 32
		}
		t.Dict["MAX_DIGEST_SIZE"] = py.Int(max)
		t.Dict["MAX_KEY_SIZE"] = py.Int(max)
		t.Dict["SALT_SIZE"] = py.Int(max / 4)
		t.Dict["PERSON_SIZE"] = py.Int(max / 4)
	}
	t.Dict["update"] = py.MustNewMethod("update", func(o py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != 1 {
			return nil, py.ExceptionNewf(py.TypeError, "%s.update() takes exactly one argument (%d given)", t.Name, len(args))
		}
		return py.None, self(o).write(args[0])
	}, 0, "Update this hash object's state with the provided string.")
	t.Dict["digest"] = py.MustNewMethod("digest", func(o py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		b, err := self(o).sum("digest", args, kwargs)
		return py.Bytes(b), err
	}, 0, "Return the digest value as a bytes object.")
	t.Dict["hexdigest"] = py.MustNewMethod("hexdigest", func(o py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		b, err := self(o).sum("hexdigest", args, kwargs)
		return py.String(hex.EncodeToString(b)), err
	}, 0, "Return the digest value as a string of hexadecimal digits.")
	t.Dict["copy"] = py.MustNewMethod("copy", func(o py.Object) (py.Object, error) {
		return self(o).clone()
	}, 0, "Return a copy of the hash object.")
	readOnly := func(name string, get func(h *hashObj) py.Object) {
		t.Dict[name] = &py.Property{
			Fget: func(o py.Object) (py.Object, error) { return get(self(o)), nil },
			Fset: func(o, v py.Object) error {
				return py.ExceptionNewf(py.AttributeError, "attribute '%s' of '%s' objects is not writable", name, qualName(t))
			},
		}
	}
	readOnly("name", func(h *hashObj) py.Object { return py.String(h.name) })
	readOnly("digest_size", func(h *hashObj) py.Object {
		if h.h != nil {
			return py.Int(h.h.Size())
		}
		return py.Int(0)
	})
	readOnly("block_size", func(h *hashObj) py.Object {
		if h.h != nil {
			return py.Int(h.h.BlockSize())
		}
		return py.Int(h.xof.BlockSize())
	})
}

func installHashlib() {
	for _, t := range hashObjectTypes {
		installHashObjectMethods(t)
	}
	blake2bType.New = newBlake2Object
	blake2sType.New = newBlake2Object
	methods := []*py.Method{
		py.MustNewMethod("new", hashNew, 0, "new(name, data=b'', **kwargs) - Return a new hashing object using the named algorithm; optionally initialized with data (which must be a bytes-like object)."),
		py.MustNewMethod("pbkdf2_hmac", pbkdf2HMAC, 0, "Password based key derivation function 2 (PKCS #5 v2.0) with HMAC as pseudorandom function."),
		py.MustNewMethod("file_digest", fileDigest, 0, "Hash the contents of a file-like object. Returns a digest object."),
	}
	var names []string
	for name := range fixedHashes {
		names = append(names, name)
	}
	for name := range xofHashes {
		names = append(names, name)
	}
	sort.Strings(names)
	globals := py.StringDict{"blake2b": blake2bType, "blake2s": blake2sType}
	for _, name := range names {
		if name == "sha512_224" || name == "sha512_256" {
			continue // reached through new() only
		}
		// Named openssl_md5 and so on, as CPython's are.
		globals[name] = opensslConstructor(name)
	}
	guaranteed := newSet(false)
	for _, n := range guaranteedHashes {
		guaranteed.add(py.String(n))
	}
	available := newSet(false)
	for _, n := range append(names, "blake2b", "blake2s") {
		available.add(py.String(n))
	}
	globals["algorithms_guaranteed"] = guaranteed
	globals["algorithms_available"] = available
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "hashlib", FileDesc: "<pylib hashlib>"},
		Methods: methods,
		Globals: globals,
	})
}
