from collections import namedtuple
Employee = namedtuple("Employee", ["name", "role", "salary"], defaults=[50000])
staff = [Employee("Ana", "dev", 98000), Employee("Ben", "qa"), Employee("Cy", "dev", 105000), Employee._make(["Dot", "pm", 87000])]
for e in sorted(staff, key=lambda e: e.salary, reverse=True):
    print(e)
print(staff[1].salary, staff[0][1], Employee._fields, Employee._field_defaults)
raised = staff[1]._replace(salary=56000)
print(raised, raised._asdict())
name, role, pay = staff[2]
print(name, role, pay)
print(sum(e.salary for e in staff if e.role == "dev"))
print(isinstance(staff[0], tuple), len(staff[0]))
Point = namedtuple("Point", "x y")
print(Point(1, 2) + Point(3, 4), Point(1, 2) == (1, 2))
