# backends: python gpython
# class: process-escape
# expect: no file or process reached through object.__subclasses__(); engine lives

found = []
for cls in object.__subclasses__():
    n = getattr(cls, '__name__', '')
    if n in ('Popen', 'FileIO', 'FileLoader', 'BuiltinImporter', '_wrap_close'):
        found.append(n)
print(found)
for cls in object.__subclasses__():
    if getattr(cls, '__name__', '') == '_wrap_close':
        os_mod = cls.__init__.__globals__
        r = os_mod['popen']('echo ESC""APED=popen').read()
        print(r)
