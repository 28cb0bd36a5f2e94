from typing import Literal, Final, overload, Union, get_args, cast, TYPE_CHECKING
Mode = Literal["fast", "accurate"]
MAX_RETRIES: Final = 3
def run(mode: Mode) -> str:
    if mode not in get_args(Mode):
        raise ValueError(f"mode must be one of {get_args(Mode)}, got {mode!r}")
    return f"running {mode} with {MAX_RETRIES} retries"
print(run("fast"))
try:
    run("slow")
except ValueError as e:
    print("ValueError:", e)
@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2
print(double(4), double("ab"), cast(int, "not really"), TYPE_CHECKING)
print(get_args(Union[int, str]), get_args(dict[str, list[int]]))
