import re
context = "name=Widget; price=9.99; qty=3; tags=a,b,c; name=Gizmo; price=14.50; qty=0; tags=; name=Thing; price=1; qty=12; tags=z"
pairs = re.findall(r"(\w+)=([^;]*)", context)
print(len(pairs), "pairs")
items = []
cur = {}
for k, v in pairs:
    if k == "name" and cur:
        items.append(cur)
        cur = {}
    cur[k] = v
items.append(cur)
for it in items:
    tags = [t for t in it["tags"].split(",") if t]
    print(f"{it['name']:<7} price={float(it['price']):6.2f} qty={int(it['qty']):3d} tags={tags}")
in_stock = [it["name"] for it in items if int(it["qty"]) > 0]
print("in stock:", in_stock)
