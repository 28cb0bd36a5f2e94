class ParseError(ValueError):
    def __init__(self, line, msg):
        super().__init__(line, msg)
        self.line = line
        self.msg = msg
    def __str__(self):
        return 'line %d: %s' % (self.line, self.msg)
try:
    raise ParseError(3, 'unexpected token')
except ValueError as e:
    print(e, repr(e), e.args, isinstance(e, ParseError))
