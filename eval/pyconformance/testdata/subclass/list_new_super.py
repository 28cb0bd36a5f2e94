class Tagged(list):
    def __new__(cls, *args, **kwargs):
        obj = super().__new__(cls)
        obj.tag = kwargs.get('tag', 'none')
        return obj
    def __init__(self, items, tag=None):
        super().__init__(items)
t = Tagged([1, 2], tag='x')
print(t, t.tag, type(t).__name__)
