class Playlist:
    def __init__(self, name, songs=None):
        self.name = name
        self._songs = list(songs or [])
    def __len__(self):
        return len(self._songs)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Playlist(f"{self.name}[slice]", self._songs[i])
        return self._songs[i]
    def __setitem__(self, i, v):
        self._songs[i] = v
    def __delitem__(self, i):
        del self._songs[i]
    def __contains__(self, song):
        return song.lower() in (s.lower() for s in self._songs)
    def __iter__(self):
        return iter(self._songs)
    def __reversed__(self):
        return reversed(self._songs)
    def __add__(self, other):
        return Playlist(f"{self.name}+{other.name}", self._songs + other._songs)
    def __repr__(self):
        return f"Playlist({self.name!r}, {self._songs})"

p = Playlist("mix", ["Intro", "Blue", "Sunrise", "Outro"])
print(len(p), p[0], p[-1], p[1:3])
print("blue" in p, "Red" in p)
p[1] = "Red"
del p[0]
print(list(p), list(reversed(p)))
q = p + Playlist("extra", ["Bonus"])
print(q, len(q))
print(sorted(q), [s for s in q if len(s) > 3])
