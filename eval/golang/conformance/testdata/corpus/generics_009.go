package main

import "fmt"

type Stringer interface{ String() string }

type Temp float64

func (t Temp) String() string { return fmt.Sprintf("%.1f°C", float64(t)) }

type Name string

func (n Name) String() string { return "name:" + string(n) }

func JoinAll[T Stringer](xs []T, sep string) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += sep
		}
		s += x.String()
	}
	return s
}

func main() {
	fmt.Println(JoinAll([]Temp{21.5, 19, 30.25}, " | "))
	fmt.Println(JoinAll([]Name{"ada", "bob"}, ", "))
}
