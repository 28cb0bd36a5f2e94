package pylib

import "testing"

// TestConfigParser covers the configparser module: parsing, typed getters,
// interpolation, errors, the mapping protocol and write. Each want is
// CPython 3.11's output.
func TestConfigParser(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"read_string and typed getters",
			`import configparser
c = configparser.ConfigParser()
c.read_string("""
# a comment
[DEFAULT]
Compression = yes
base = /srv

[bitbucket.org]
User = hg
path = %(base)s/hg
pct = 100%%

[server]
Port = 50022
ForwardX11 = no
ratio: 0.5
multi = first
  second

  third
; another
""")
print(c.sections(), c.has_section("DEFAULT"), c["bitbucket.org"]["User"], c.get("bitbucket.org", "path"), c.get("bitbucket.org", "pct"))
print(c.getint("server", "port"), c.getfloat("server", "ratio"), c.getboolean("server", "forwardx11"), c.getboolean("bitbucket.org", "compression"))
print(repr(c.get("server", "multi")), c.has_option("bitbucket.org", "compression"), c.has_option("nosec", "x"))
print(c.items("bitbucket.org"))
print(c.items("bitbucket.org", raw=True))
print(list(c.items()), c.defaults(), c.options("server"))
print(c.get("bitbucket.org", "nope", fallback="fb"), c.getint("x", "y", fallback=3), c["server"].getint("nope", 9), c.get("bitbucket.org", "path", vars={"base": "/v"}))
`,
			`['bitbucket.org', 'server'] False hg /srv/hg 100%
50022 0.5 False True
'first\nsecond\n\nthird' True False
[('compression', 'yes'), ('base', '/srv'), ('user', 'hg'), ('path', '/srv/hg'), ('pct', '100%')]
[('compression', 'yes'), ('base', '/srv'), ('user', 'hg'), ('path', '%(base)s/hg'), ('pct', '100%%')]
[('DEFAULT', <Section: DEFAULT>), ('bitbucket.org', <Section: bitbucket.org>), ('server', <Section: server>)] {'compression': 'yes', 'base': '/srv'} ['port', 'forwardx11', 'ratio', 'multi', 'compression', 'base']
fb 3 9 /v/hg
`},
		{"errors",
			`import configparser
c = configparser.ConfigParser()
c.read_string("[a]\nuser = hg\n")
for bad in (lambda: c.get("nosec", "x"), lambda: c.get("a", "nope"), lambda: c["nosec"], lambda: c.getint("a", "user"), lambda: c.getboolean("a", "user"), lambda: c.add_section("a"), lambda: c.add_section("DEFAULT"), lambda: c.set("a", "k", 5), lambda: c.set("a", "k", "50%")):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e, e.args)
for src in ("[a]\nx=1\n[a]\n", "[a]\nx=1\nx=2\n", "x=1\n", "[a]\ngarbage\nmore junk\n", "[a]\nx=%(y)s\n", "[a]\nx=%y\n"):
    p = configparser.ConfigParser()
    try:
        p.read_string(src)
        print(p.get("a", "x"))
    except configparser.Error as e:
        print(type(e).__name__, "|", e, "|", e.args)
`,
			`NoSectionError No section: 'nosec' ('nosec',)
NoOptionError No option 'nope' in section: 'a' ('nope', 'a')
KeyError 'nosec' ('nosec',)
ValueError invalid literal for int() with base 10: 'hg' ("invalid literal for int() with base 10: 'hg'",)
ValueError Not a boolean: hg ('Not a boolean: hg',)
DuplicateSectionError Section 'a' already exists ('a', None, None)
ValueError Invalid section name: 'DEFAULT' ("Invalid section name: 'DEFAULT'",)
TypeError option values must be strings ('option values must be strings',)
ValueError invalid interpolation syntax in '50%' at position 2 ("invalid interpolation syntax in '50%' at position 2",)
DuplicateSectionError | While reading from '<string>' [line  3]: section 'a' already exists | ('a', '<string>', 3)
DuplicateOptionError | While reading from '<string>' [line  3]: option 'x' in section 'a' already exists | ('a', 'x', '<string>', 3)
MissingSectionHeaderError | File contains no section headers.
file: '<string>', line: 1
'x=1\n' | ('<string>', 1, 'x=1\n')
ParsingError | Source contains parsing errors: '<string>'
	[line  2]: 'garbage\n'
	[line  3]: 'more junk\n' | ('<string>',)
InterpolationMissingOptionError | Bad value substitution: option 'x' in section 'a' contains an interpolation key 'y' which is not a valid option name. Raw value: '%(y)s' | ('x', 'a', '%(y)s', 'y')
InterpolationSyntaxError | '%' must be followed by '%' or '(', found: '%y' | ('x', 'a', "'%' must be followed by '%' or '(', found: '%y'")
`},
		{"write and the mapping protocol",
			`import configparser, io
c = configparser.ConfigParser()
c["DEFAULT"] = {"x": "1"}
c["s"] = {"Multi": "a\nb", "n": 2}
c["s"]["y"] = "2"
c.add_section("t")
c.set("t", "k", "v")
print(c.remove_option("t", "k"), c.remove_option("t", "k"), c.remove_section("nope"))
print(list(c), len(c), "DEFAULT" in c, c["s"], dict(c["s"]), c.items("s"))
for spaces in (True, False):
    buf = io.StringIO()
    c.write(buf, space_around_delimiters=spaces)
    print(repr(buf.getvalue()))
del c["s"]["y"]
del c["t"]
print(c.sections(), c.has_option("s", "y"))
`,
			`True False False
['DEFAULT', 's', 't'] 3 True <Section: s> {'multi': 'a\nb', 'n': '2', 'y': '2', 'x': '1'} [('x', '1'), ('multi', 'a\nb'), ('n', '2'), ('y', '2')]
'[DEFAULT]\nx = 1\n\n[s]\nmulti = a\n\tb\nn = 2\ny = 2\n\n[t]\n\n'
'[DEFAULT]\nx=1\n\n[s]\nmulti=a\n\tb\nn=2\ny=2\n\n[t]\n\n'
['s'] False
`},
		{"raw, extended, no value, inline comments",
			`import configparser
r = configparser.RawConfigParser()
r.read_string("[s]\nv = %(x)s\n")
print(r.get("s", "v"))
e = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
e.read_string("[paths]\nhome = /home/u\ndata = ${home}/data\n[other]\nlog = ${paths:data}/log\ncost = $$5\n")
print(e.get("paths", "data"), e.get("other", "log"), e.get("other", "cost"))
n = configparser.ConfigParser(allow_no_value=True, inline_comment_prefixes=("#",))
n.read_string("[s]\nflag\nkey = val # note\nurl = http://x#y\n")
print(n.get("s", "flag"), n.items("s"))
d = configparser.ConfigParser(defaults={"a": "1"}, converters={"list": lambda v: v.split(",")})
d.read_dict({"s": {"b": 2, "c": "%(a)s+", "l": "p,q"}})
print(d.items("s"), d.getlist("s", "l"))
d.optionxform = str
d.read_string("[S]\nCamel = 1\n")
print(d.options("S"))
`,
			`%(x)s
/home/u/data /home/u/data/log $5
None [('flag', ''), ('key', 'val'), ('url', 'http://x#y')]
[('a', '1'), ('b', '2'), ('c', '1+'), ('l', 'p,q')] ['p', 'q']
['Camel', 'a']
`},
	}
	runCases(t, cases)
}
