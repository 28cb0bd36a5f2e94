package main

import "fmt"

func producer(n int, out chan<- int) {
	for i := 0; i < n; i++ {
		out <- i * i
	}
	close(out)
}

func main() {
	ch := make(chan int)
	go producer(6, ch)
	sum := 0
	for v := range ch {
		sum += v
		fmt.Print(v, " ")
	}
	fmt.Println("\nsum:", sum)
	done := make(chan struct{})
	go func() {
		defer close(done)
		fmt.Println("worker finished")
	}()
	<-done
}
