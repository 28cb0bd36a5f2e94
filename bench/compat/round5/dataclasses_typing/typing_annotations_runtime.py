from typing import Optional, Union, List, Dict, Tuple, Callable, Any, TypedDict, get_type_hints
class Row(TypedDict):
    id: int
    name: str
def summarize(rows: List[Row], key: Callable[[Row], Any] = lambda r: r["id"], limit: Optional[int] = None) -> Dict[str, Union[int, str]]:
    ordered = sorted(rows, key=key)
    if limit is not None:
        ordered = ordered[:limit]
    return {"count": len(ordered), "first": ordered[0]["name"] if ordered else ""}
rows: List[Row] = [{"id": 3, "name": "c"}, {"id": 1, "name": "a"}, {"id": 2, "name": "b"}]
print(summarize(rows), summarize(rows, key=lambda r: r["name"], limit=1), summarize([]))
hints = get_type_hints(summarize)
print(sorted(hints))
print(hints["limit"], hints["return"])
def pair(x: int, y: "str") -> Tuple[int, str]:
    return x, y
print(pair.__annotations__)
print(Row.__annotations__, Row(id=5, name="e"))
