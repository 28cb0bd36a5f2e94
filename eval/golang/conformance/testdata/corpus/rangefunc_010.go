package main

import "fmt"

func main() {
	matrix := [][]int{{1, 2, 3}, {4, 5, 6}}
	for i := range len(matrix) {
		for j := range len(matrix[i]) {
			matrix[i][j] *= 10
		}
	}
	fmt.Println(matrix)
	const n = 3
	var arr [n]string
	for i := range n {
		arr[i] = fmt.Sprint(i * i)
	}
	fmt.Println(arr, len(arr))
	for i := range int64(2) {
		fmt.Printf("%v:%T ", i, i)
	}
	fmt.Println()
}
