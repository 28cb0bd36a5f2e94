class Config(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.setdefault('debug', False)
        self.loaded = True
c = Config({'port': 80}, host='h')
print(c, c.loaded)
print(list(c.keys()), list(c.items()))
