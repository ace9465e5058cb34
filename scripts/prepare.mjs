console.log("prepare: build pending")
