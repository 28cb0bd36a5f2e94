context = """add apple 3
add pear 2
remove apple 1
rename pear nashi
list
add fig
remove kiwi 1
clear fruit
undo
quit now"""

stock = {}
for line in context.splitlines():
    match line.split():
        case ["add", item, qty] if qty.isdigit():
            stock[item] = stock.get(item, 0) + int(qty)
            print(f"added {qty} {item}")
        case ["add", item]:
            stock[item] = stock.get(item, 0) + 1
            print(f"added 1 {item}")
        case ["remove", item, qty] if item in stock:
            stock[item] -= int(qty)
            print(f"removed {qty} {item}")
        case ["remove", item, _]:
            print(f"cannot remove {item}: not stocked")
        case ["rename", old, new]:
            stock[new] = stock.pop(old)
            print(f"renamed {old} -> {new}")
        case ["list"]:
            print("stock:", stock)
        case ["quit" | "exit", *rest]:
            print("bye", rest)
        case [cmd, *args]:
            print(f"unknown command {cmd!r} with {len(args)} args")
print(stock)
