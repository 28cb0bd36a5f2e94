class Temperature:
    scale_names = {"C": "Celsius", "F": "Fahrenheit", "K": "Kelvin"}
    def __init__(self, celsius):
        self.celsius = celsius
    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)
    @classmethod
    def from_string(cls, s):
        value, unit = float(s[:-1]), s[-1].upper()
        if unit == "C":
            return cls(value)
        if unit == "F":
            return cls.from_fahrenheit(value)
        if unit == "K":
            return cls(value - 273.15)
        raise ValueError(f"unknown unit {unit!r}")
    @staticmethod
    def is_valid_unit(u):
        return u.upper() in Temperature.scale_names
    def __repr__(self):
        return f"{type(self).__name__}({self.celsius:.2f}C)"

class PreciseTemperature(Temperature):
    def __repr__(self):
        return f"{type(self).__name__}({self.celsius:.4f}C)"

for s in ["100C", "212F", "0K", "98.6f", "20X"]:
    try:
        print(s, "->", Temperature.from_string(s))
    except ValueError as e:
        print(s, "->", e)
print(PreciseTemperature.from_fahrenheit(100))
print(Temperature.is_valid_unit("k"), Temperature.is_valid_unit("R"))
