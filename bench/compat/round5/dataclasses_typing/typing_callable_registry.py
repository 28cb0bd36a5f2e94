from typing import Callable, Dict, List
Handler = Callable[[str], str]
HANDLERS: Dict[str, Handler] = {}
def command(name: str) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn
    return deco
@command("upper")
def _upper(arg: str) -> str:
    return arg.upper()
@command("rev")
def _rev(arg: str) -> str:
    return arg[::-1]
@command("count")
def _count(arg: str) -> str:
    return str(len(arg.split()))
def dispatch(line: str) -> str:
    name, _, arg = line.partition(" ")
    fn = HANDLERS.get(name)
    return fn(arg) if fn else f"unknown command {name!r}; known: {', '.join(sorted(HANDLERS))}"
script: List[str] = ["upper hello there", "rev stressed", "count a b c d", "delete everything"]
for line in script:
    print(f"{line:<20}=> {dispatch(line)}")
