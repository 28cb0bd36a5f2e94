package main

import "fmt"

type Level int

const (
	Debug Level = iota + 1
	Info
	Warn
)

var levelNames = map[Level]string{Debug: "DEBUG", Info: "INFO", Warn: "WARN"}

func (l Level) String() string { return levelNames[l] }

type Entry struct {
	Lvl Level
	Msg string
}

func (e Entry) String() string { return fmt.Sprintf("[%v] %s", e.Lvl, e.Msg) }

func main() {
	es := []Entry{{Info, "start"}, {Warn, "slow"}, {Debug, "x=1"}}
	for _, e := range es {
		fmt.Println(e)
	}
	fmt.Println(es)
	fmt.Printf("%s|%v|%d\n", es[1].Lvl, es[1].Lvl, es[1].Lvl)
}
