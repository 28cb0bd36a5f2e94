from collections import namedtuple
context = """id|title|year|rating
1|Arrival|2016|7.9
2|Dune|2021|8.0
3|Heat|1995|8.3
4|Broken row
5|Up|2009|8.3"""
lines = context.splitlines()
Movie = namedtuple("Movie", lines[0].split("|"))
movies, skipped = [], []
for line in lines[1:]:
    parts = line.split("|")
    if len(parts) != len(Movie._fields):
        skipped.append(line)
        continue
    m = Movie(*parts)
    movies.append(m._replace(id=int(m.id), year=int(m.year), rating=float(m.rating)))
for m in sorted(movies, key=lambda m: (-m.rating, m.year)):
    print(f"{m.title:<8}{m.year}  {m.rating}")
print("skipped:", skipped)
print("decades:", sorted({m.year // 10 * 10 for m in movies}))
