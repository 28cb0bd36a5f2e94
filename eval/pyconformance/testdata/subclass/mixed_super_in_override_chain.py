class LoggingList(list):
    def append(self, x):
        print('append', x)
        super().append(x)
class Unique(LoggingList):
    def append(self, x):
        if x not in self:
            super().append(x)
u = Unique()
for x in [1, 2, 1, 3]:
    u.append(x)
print(u, [c.__name__ for c in Unique.__mro__])
