# configparser for gpython, in Python: INI-style files read from strings,
# dicts and streams, with CPython 3.11's parsing rules (sections, "=" and
# ":" delimiters, full-line and optional inline comments, indented
# continuation lines, DEFAULT), its interpolations, its mapping protocol
# and its error messages. Written from the documented behaviour.

import io as _io
import re as _re
from collections.abc import MutableMapping as _MutableMapping

__all__ = ["NoSectionError", "DuplicateOptionError", "DuplicateSectionError",
           "NoOptionError", "InterpolationError", "InterpolationDepthError",
           "InterpolationMissingOptionError", "InterpolationSyntaxError",
           "ParsingError", "MissingSectionHeaderError",
           "ConfigParser", "RawConfigParser",
           "Interpolation", "BasicInterpolation", "ExtendedInterpolation",
           "SectionProxy", "DEFAULTSECT", "MAX_INTERPOLATION_DEPTH"]

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10


class Error(Exception):
    def __init__(self, msg=""):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    def __init__(self, section):
        Error.__init__(self, "No section: %r" % (section,))
        self.section = section
        self.args = (section,)


def _where(source, lineno):
    out = "While reading from " + repr(source)
    if lineno is not None:
        out += " [line {0:2d}]".format(lineno)
    return out


class DuplicateSectionError(Error):
    def __init__(self, section, source=None, lineno=None):
        if source is not None:
            msg = _where(source, lineno) + ": section %r already exists" % (section,)
        else:
            msg = "Section %r already exists" % (section,)
        Error.__init__(self, msg)
        self.section = section
        self.source = source
        self.lineno = lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    def __init__(self, section, option, source=None, lineno=None):
        what = "%r in section %r already exists" % (option, section)
        if source is not None:
            msg = _where(source, lineno) + ": option " + what
        else:
            msg = "Option " + what
        Error.__init__(self, msg)
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    def __init__(self, option, section):
        Error.__init__(self, "No option %r in section: %r" % (option, section))
        self.option = option
        self.section = section
        self.args = (option, section)


class InterpolationError(Error):
    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.section = section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains "
               "an interpolation key {!r} which is not a valid option name. "
               "Raw value: {!r}".format(option, section, reference, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    pass


class InterpolationDepthError(InterpolationError):
    def __init__(self, option, section, rawval):
        msg = ("Recursion limit exceeded in value substitution: option {!r} "
               "in section {!r} contains an interpolation key which "
               "cannot be substituted in {} steps. Raw value: {!r}"
               "".format(option, section, MAX_INTERPOLATION_DEPTH, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    def __init__(self, source=None, filename=None):
        if source is None:
            source = filename
        Error.__init__(self, "Source contains parsing errors: %r" % source)
        self.source = source
        self.errors = []
        self.args = (source,)

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += "\n\t[line %2d]: %s" % (lineno, line)


class MissingSectionHeaderError(ParsingError):
    def __init__(self, filename, lineno, line):
        Error.__init__(self, "File contains no section headers.\nfile: %r, line: %d\n%r" % (filename, lineno, line))
        self.source = filename
        self.lineno = lineno
        self.line = line
        self.errors = []
        self.args = (filename, lineno, line)


# A missing fallback, told apart from fallback=None.
_UNSET = object()


class Interpolation(object):
    # No interpolation: values are returned as stored.

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


class BasicInterpolation(Interpolation):
    # %(name)s names another option of the same section (or DEFAULT);
    # %% is a percent sign.

    _KEYCRE = _re.compile(r"%\(([^)]+)\)s")

    def before_get(self, parser, section, option, value, defaults):
        out = []
        self._expand(parser, option, out, value, section, defaults, 1)
        return "".join(out)

    def before_set(self, parser, section, option, value):
        rest = self._KEYCRE.sub("", value.replace("%%", ""))
        if "%" in rest:
            raise ValueError("invalid interpolation syntax in %r at position %d" % (value, rest.find("%")))
        return value

    def _expand(self, parser, option, out, rest, section, values, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("%")
            if p < 0:
                out.append(rest)
                return
            if p > 0:
                out.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "%":
                out.append("%")
                rest = rest[2:]
            elif c == "(":
                m = self._KEYCRE.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(option, section, "bad interpolation variable reference %r" % rest)
                name = parser.optionxform(m.group(1))
                rest = rest[m.end():]
                try:
                    v = values[name]
                except KeyError:
                    raise InterpolationMissingOptionError(option, section, rawval, name) from None
                if "%" in v:
                    self._expand(parser, option, out, v, section, values, depth + 1)
                else:
                    out.append(v)
            else:
                raise InterpolationSyntaxError(option, section, "'%%' must be followed by '%%' or '(', found: %r" % (rest,))


class ExtendedInterpolation(Interpolation):
    # ${name} names an option of the same section, ${section:name} one of
    # another; $$ is a dollar sign.

    _KEYCRE = _re.compile(r"\$\{([^}]+)\}")

    def before_get(self, parser, section, option, value, defaults):
        out = []
        self._expand(parser, option, out, value, section, defaults, 1)
        return "".join(out)

    def before_set(self, parser, section, option, value):
        rest = self._KEYCRE.sub("", value.replace("$$", ""))
        if "$" in rest:
            raise ValueError("invalid interpolation syntax in %r at position %d" % (value, rest.find("$")))
        return value

    def _expand(self, parser, option, out, rest, section, values, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("$")
            if p < 0:
                out.append(rest)
                return
            if p > 0:
                out.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "$":
                out.append("$")
                rest = rest[2:]
            elif c == "{":
                m = self._KEYCRE.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(option, section, "bad interpolation variable reference %r" % rest)
                path = m.group(1).split(":")
                rest = rest[m.end():]
                sect = section
                opt = option
                try:
                    if len(path) == 1:
                        opt = parser.optionxform(path[0])
                        v = values[opt]
                    elif len(path) == 2:
                        sect = path[0]
                        opt = parser.optionxform(path[1])
                        v = parser.get(sect, opt, raw=True)
                    else:
                        raise InterpolationSyntaxError(option, section, "More than one ':' found: %r" % (rest,))
                except (KeyError, NoSectionError, NoOptionError):
                    raise InterpolationMissingOptionError(option, section, rawval, ":".join(path)) from None
                if "$" in v:
                    self._expand(parser, opt, out, v, sect, dict(parser.items(sect, raw=True)), depth + 1)
                else:
                    out.append(v)
            else:
                raise InterpolationSyntaxError(option, section, "'$' must be followed by '$' or '{', found: %r" % (rest,))


class _Chain(object):
    # The values an option lookup sees: vars, then the section, then DEFAULT.

    def __init__(self, *maps):
        self.maps = maps

    def __getitem__(self, key):
        for m in self.maps:
            if key in m:
                return m[key]
        raise KeyError(key)

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False


class RawConfigParser(_MutableMapping):
    _SECTCRE = _re.compile(r"\[(?P<header>.+)\]")
    _DEFAULT_INTERPOLATION = Interpolation()
    BOOLEAN_STATES = {"1": True, "yes": True, "true": True, "on": True,
                      "0": False, "no": False, "false": False, "off": False}

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False, *,
                 delimiters=("=", ":"), comment_prefixes=("#", ";"),
                 inline_comment_prefixes=None, strict=True,
                 empty_lines_in_values=True, default_section=DEFAULTSECT,
                 interpolation=_UNSET, converters=_UNSET):
        self._dict = dict_type
        self._sections = self._dict()
        self._defaults = self._dict()
        self._proxies = self._dict()
        self._proxies[default_section] = SectionProxy(self, default_section)
        self._delimiters = tuple(delimiters)
        delims = "|".join(_re.escape(d) for d in delimiters)
        if allow_no_value:
            self._optcre = _re.compile(r"(?P<option>.*?)\s*(?:(?P<vi>" + delims + r")\s*(?P<value>.*))?$")
        else:
            self._optcre = _re.compile(r"(?P<option>.*?)\s*(?P<vi>" + delims + r")\s*(?P<value>.*)$")
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        if interpolation is _UNSET:
            interpolation = self._DEFAULT_INTERPOLATION
        if interpolation is None:
            interpolation = Interpolation()
        self._interpolation = interpolation
        if converters is not _UNSET:
            for name, fn in converters.items():
                self._add_converter(name, fn)
        if defaults:
            self._read_defaults(defaults)

    def _add_converter(self, name, fn):
        def getter(section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
            return self._get_conv(section, option, fn, raw=raw, vars=vars, fallback=fallback, **kwargs)
        setattr(self, "get" + name, getter)

    def defaults(self):
        return self._defaults

    def sections(self):
        return list(self._sections.keys())

    def add_section(self, section):
        if section == self.default_section:
            raise ValueError("Invalid section name: %r" % section)
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._dict()
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        try:
            opts = self._sections[section].copy()
        except KeyError:
            raise NoSectionError(section) from None
        opts.update(self._defaults)
        return list(opts.keys())

    def read(self, filenames, encoding=None):
        if isinstance(filenames, (str, bytes)):
            filenames = [filenames]
        read_ok = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(fp, filename)
            except (OSError, NameError):
                # NameError: a sandbox without open() reads no file.
                continue
            read_ok.append(filename)
        return read_ok

    def read_file(self, f, source=None):
        if source is None:
            try:
                source = f.name
            except AttributeError:
                source = "<???>"
        self._read(f, source)

    def read_string(self, string, source="<string>"):
        self.read_file(_io.StringIO(string), source)

    def read_dict(self, dictionary, source="<dict>"):
        added = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in added:
                    raise
            added.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in added:
                    raise DuplicateOptionError(section, key, source)
                added.add((section, key))
                self.set(section, key, value)

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        try:
            d = self._unify_values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        try:
            value = d[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section)
            return fallback
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, d)

    def _get_conv(self, section, option, conv, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        try:
            return conv(self.get(section, option, raw=raw, vars=vars, **kwargs))
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback

    def getint(self, section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, int, raw=raw, vars=vars, fallback=fallback, **kwargs)

    def getfloat(self, section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, float, raw=raw, vars=vars, fallback=fallback, **kwargs)

    def getboolean(self, section, option, *, raw=False, vars=None, fallback=_UNSET, **kwargs):
        return self._get_conv(section, option, self._convert_to_boolean, raw=raw, vars=vars, fallback=fallback, **kwargs)

    def items(self, section=_UNSET, raw=False, vars=None):
        if section is _UNSET:
            return [(name, self._proxies[name]) for name in self]
        d = self._defaults.copy()
        try:
            d.update(self._sections[section])
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section)
        names = list(d.keys())
        if vars:
            for key, value in vars.items():
                d[self.optionxform(key)] = value
        if raw:
            return [(name, d[name]) for name in names]
        return [(name, self._interpolation.before_get(self, section, name, d[name], d)) for name in names]

    def popitem(self):
        for key in self.sections():
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    def set(self, section, option, value=None):
        if value:
            value = self._interpolation.before_set(self, section, option, value)
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        sectdict[self.optionxform(option)] = value

    def write(self, fp, space_around_delimiters=True):
        if space_around_delimiters:
            d = " {} ".format(self._delimiters[0])
        else:
            d = self._delimiters[0]
        if self._defaults:
            self._write_section(fp, self.default_section, self._defaults.items(), d)
        for section in self._sections:
            self._write_section(fp, section, self._sections[section].items(), d)

    def _write_section(self, fp, name, items, delimiter):
        fp.write("[{}]\n".format(name))
        for key, value in items:
            value = self._interpolation.before_write(self, name, key, value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace("\n", "\n\t")
            else:
                value = ""
            fp.write("{}{}\n".format(key, value))
        fp.write("\n")

    def remove_option(self, section, option):
        if not section or section == self.default_section:
            sectdict = self._defaults
        else:
            try:
                sectdict = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        option = self.optionxform(option)
        existed = option in sectdict
        if existed:
            del sectdict[option]
        return existed

    def remove_section(self, section):
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        return iter([self.default_section] + list(self._sections.keys()))

    def keys(self):
        return list(self)

    def values(self):
        return [self._proxies[name] for name in self]

    def _read(self, fp, fpname):
        added = set()
        cursect = None
        sectname = None
        optname = None
        indent_level = 0
        err = None
        lineno = 0
        for lineno, line in enumerate(fp, start=1):
            comment_start = None
            if self._inline_comment_prefixes:
                starts = []
                for prefix in self._inline_comment_prefixes:
                    index = line.find(prefix)
                    while index != -1:
                        if index == 0 or line[index - 1].isspace():
                            starts.append(index)
                            break
                        index = line.find(prefix, index + 1)
                if starts:
                    comment_start = min(starts)
            for prefix in self._comment_prefixes:
                if line.strip().startswith(prefix):
                    comment_start = 0
                    break
            value = line[:comment_start].strip()
            if not value:
                if self._empty_lines_in_values:
                    # An empty line inside a value is kept; a comment line is not.
                    if comment_start is None and cursect is not None and optname and cursect[optname] is not None:
                        cursect[optname].append("")
                else:
                    indent_level = 1 << 62  # an empty line ends the value
                continue
            cur_indent = len(line) - len(line.lstrip())
            if cursect is not None and optname and cur_indent > indent_level:
                if cursect[optname] is None:
                    # A continuation of an option without a value.
                    err = self._parse_error(err, fpname, lineno, line)
                else:
                    cursect[optname].append(value)
                continue
            indent_level = cur_indent
            mo = self._SECTCRE.match(value)
            if mo:
                sectname = mo.group("header")
                if sectname in self._sections:
                    if self._strict and sectname in added:
                        raise DuplicateSectionError(sectname, fpname, lineno)
                    cursect = self._sections[sectname]
                    added.add(sectname)
                elif sectname == self.default_section:
                    cursect = self._defaults
                else:
                    cursect = self._dict()
                    self._sections[sectname] = cursect
                    self._proxies[sectname] = SectionProxy(self, sectname)
                    added.add(sectname)
                optname = None
            elif cursect is None:
                raise MissingSectionHeaderError(fpname, lineno, line)
            else:
                mo = self._optcre.match(value)
                if mo:
                    optname, optval = mo.group("option"), mo.group("value")
                    if not optname:
                        err = self._parse_error(err, fpname, lineno, line)
                    optname = self.optionxform(optname.rstrip())
                    if self._strict and (sectname, optname) in added:
                        raise DuplicateOptionError(sectname, optname, fpname, lineno)
                    added.add((sectname, optname))
                    if optval is not None:
                        cursect[optname] = [optval.strip()]
                    else:
                        cursect[optname] = None
                else:
                    err = self._parse_error(err, fpname, lineno, line)
        self._join_multiline_values()
        if err:
            raise err

    def _parse_error(self, err, fpname, lineno, line):
        if not err:
            err = ParsingError(fpname)
        err.append(lineno, repr(line))
        return err

    def _join_multiline_values(self):
        for section, options in [(self.default_section, self._defaults)] + list(self._sections.items()):
            for name, val in list(options.items()):
                if isinstance(val, list):
                    val = "\n".join(val).rstrip()
                options[name] = self._interpolation.before_read(self, section, name, val)

    def _read_defaults(self, defaults):
        self.read_dict({self.default_section: defaults})

    def _unify_values(self, section, vars):
        try:
            sectiondict = self._sections[section]
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
            sectiondict = {}
        vardict = {}
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                vardict[self.optionxform(key)] = value
        return _Chain(vardict, sectiondict, self._defaults)

    def _convert_to_boolean(self, value):
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError("Not a boolean: %s" % value)
        return self.BOOLEAN_STATES[value.lower()]

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")


class ConfigParser(RawConfigParser):
    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        self._validate_value_types(option=option, value=value)
        super(ConfigParser, self).set(section, option, value)

    def add_section(self, section):
        self._validate_value_types(section=section)
        super(ConfigParser, self).add_section(section)

    def _read_defaults(self, defaults):
        # Defaults given to the constructor are not checked for
        # interpolation syntax.
        held = self._interpolation
        self._interpolation = Interpolation()
        try:
            self.read_dict({self.default_section: defaults})
        finally:
            self._interpolation = held


class SectionProxy(_MutableMapping):
    def __init__(self, parser, name):
        self._parser = parser
        self._name = name

    def __repr__(self):
        return "<Section: {}>".format(self._name)

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        self._parser._validate_value_types(option=key, value=value)
        return self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key) and self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return iter(self._options())

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        return list(self._parser.defaults())

    def keys(self):
        return list(self)

    def items(self):
        return [(k, self[k]) for k in self]

    def values(self):
        return [self[k] for k in self]

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def get(self, option, fallback=None, *, raw=False, vars=None, _impl=None, **kwargs):
        if not _impl:
            _impl = self._parser.get
        return _impl(self._name, option, raw=raw, vars=vars, fallback=fallback, **kwargs)

    def getint(self, option, fallback=None, *, raw=False, vars=None, **kwargs):
        return self._parser.getint(self._name, option, raw=raw, vars=vars, fallback=fallback, **kwargs)

    def getfloat(self, option, fallback=None, *, raw=False, vars=None, **kwargs):
        return self._parser.getfloat(self._name, option, raw=raw, vars=vars, fallback=fallback, **kwargs)

    def getboolean(self, option, fallback=None, *, raw=False, vars=None, **kwargs):
        return self._parser.getboolean(self._name, option, raw=raw, vars=vars, fallback=fallback, **kwargs)
