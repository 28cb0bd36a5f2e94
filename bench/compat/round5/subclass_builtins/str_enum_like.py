class Color(str):
    _all = {}
    def __new__(cls, name, hexcode):
        obj = super().__new__(cls, name)
        obj.hex = hexcode
        cls._all[name] = obj
        return obj
    @classmethod
    def lookup(cls, name):
        return cls._all[name.lower()]
    def rgb(self):
        h = self.hex.lstrip("#")
        return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))

RED = Color("red", "#ff0000")
TEAL = Color("teal", "#008080")
GOLD = Color("gold", "#FFD700")
for c in (RED, TEAL, GOLD):
    print(f"{c:<5} {c.hex} {c.rgb()}")
print(Color.lookup("TEAL").rgb(), RED == "red", RED.upper())
print(sorted(Color._all), "-".join([RED, GOLD]))
