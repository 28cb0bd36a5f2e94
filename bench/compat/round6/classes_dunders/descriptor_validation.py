class Bounded:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if not (self.lo <= value <= self.hi):
            raise ValueError(f"{self.name}={value} not in [{self.lo}, {self.hi}]")
        setattr(obj, self.private, value)

class Sensor:
    temp = Bounded(-40, 125)
    humidity = Bounded(0, 100)

    def __init__(self, sid, temp, humidity):
        self.sid = sid
        self.temp = temp
        self.humidity = humidity

    def __repr__(self):
        return f"Sensor({self.sid!r}, temp={self.temp}, humidity={self.humidity})"

readings = [("s1", 21.5, 40), ("s2", 130, 50), ("s3", -5, 101), ("s4", 0, 0)]
ok = []
for sid, t, h in readings:
    try:
        ok.append(Sensor(sid, t, h))
    except ValueError as e:
        print(f"{sid}: {e}")
print(ok)
print(Sensor.temp.name, Sensor.humidity.lo, Sensor.humidity.hi)
s = ok[0]
s.temp += 100
print(s.temp, s.__dict__)
