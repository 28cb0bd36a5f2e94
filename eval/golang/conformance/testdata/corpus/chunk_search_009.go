package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

var context = `It is a truth universally acknowledged, that a single man in possession
of a good fortune, must be in want of a wife. However little known the feelings
or views of such a man may be on his first entering a neighbourhood, this truth
is so well fixed in the minds of the surrounding families, that he is considered
the rightful property of some one or other of their daughters.`

func main() {
	freq := map[string]int{}
	words := strings.FieldsFunc(strings.ToLower(context), func(r rune) bool {
		return !unicode.IsLetter(r)
	})
	for _, w := range words {
		freq[w]++
	}
	type kv struct {
		k string
		v int
	}
	var list []kv
	for k, v := range freq {
		list = append(list, kv{k, v})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].v != list[j].v {
			return list[i].v > list[j].v
		}
		return list[i].k < list[j].k
	})
	fmt.Println("distinct:", len(list), "total:", len(words))
	for _, e := range list[:6] {
		fmt.Printf("%-8s %d\n", e.k, e.v)
	}
}
